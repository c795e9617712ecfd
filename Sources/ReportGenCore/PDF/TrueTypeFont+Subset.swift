extension TrueTypeFont {
    /// The tables a PDF reader needs from an embedded TrueType font (with `/CIDToGIDMap
    /// /Identity`, the character map is not needed).
    static let embeddedTables = ["cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"]

    /// A font file with only `used` glyphs' outlines (and the glyphs composite ones are built from);
    /// every other glyph is empty. Glyph ids stay the same, so text needs no renumbering.
    func subset(keeping used: Set<UInt16>) throws(Failure) -> [UInt8] {
        let reader = Reader(bytes: bytes)
        guard let glyf = tables["glyf"] else { throw Failure(description: "it has no 'glyf' table") }
        // Composite glyphs name their parts; a work list instead of recursion.
        var keep: Set<UInt16> = []
        var work = Array(used) + [0]
        while let gid = work.popLast() {
            guard Int(gid) < glyphCount, keep.insert(gid).inserted else { continue }
            let start = glyf.offset + locations[Int(gid)]
            let end = glyf.offset + locations[Int(gid) + 1]
            guard end - start >= 10, try reader.i16(start) < 0 else { continue }
            var at = start + 10
            while at + 4 <= end {
                let flags = try reader.u16(at)
                work.append(UInt16(try reader.u16(at + 2)))
                at += 4 + (flags & 0x1 != 0 ? 4 : 2)
                if flags & 0x8 != 0 {
                    at += 2
                } else if flags & 0x40 != 0 {
                    at += 4
                } else if flags & 0x80 != 0 {
                    at += 8
                }
                if flags & 0x20 == 0 { break }
            }
        }
        var outlines: [UInt8] = []
        var offsets: [UInt8] = []
        for gid in 0...glyphCount {
            Self.appendU32(outlines.count, to: &offsets)
            guard gid < glyphCount, keep.contains(UInt16(gid)) else { continue }
            let start = locations[gid]
            let end = locations[gid + 1]
            if end > start {
                outlines.append(contentsOf: try reader.slice(glyf.offset + start, end - start))
                while outlines.count % 4 != 0 { outlines.append(0) }
            }
        }
        var parts: [(tag: String, data: [UInt8])] = []
        for tag in Self.embeddedTables {
            switch tag {
            case "glyf": parts.append((tag, outlines))
            case "loca": parts.append((tag, offsets))
            default:
                guard let table = tables[tag] else { continue }
                var data = Array(try reader.slice(table.offset, table.length))
                if tag == "head", data.count >= 54 {
                    data.replaceSubrange(8..<12, with: [0, 0, 0, 0])  // checkSumAdjustment, set below
                    data.replaceSubrange(50..<52, with: [0, 1])  // long loca offsets
                }
                parts.append((tag, data))
            }
        }
        return Self.assemble(parts)
    }

    /// An sfnt file: the offset table, the table directory (sorted by tag), the tables padded to
    /// four bytes, and `head`'s checksum adjustment.
    static func assemble(_ parts: [(tag: String, data: [UInt8])]) -> [UInt8] {
        let count = parts.count
        var power = 1
        var log = 0
        while power * 2 <= count {
            power *= 2
            log += 1
        }
        var file: [UInt8] = [0, 1, 0, 0]
        for value in [count, power * 16, log, count * 16 - power * 16] {
            file.append(UInt8(truncatingIfNeeded: value >> 8))
            file.append(UInt8(truncatingIfNeeded: value))
        }
        var offset = 12 + 16 * count
        var headAt: Int?
        for part in parts {
            file.append(contentsOf: Array(part.tag.utf8.prefix(4)))
            appendU32(checksum(part.data), to: &file)
            appendU32(offset, to: &file)
            appendU32(part.data.count, to: &file)
            if part.tag == "head" { headAt = offset }
            offset += (part.data.count + 3) / 4 * 4
        }
        for part in parts {
            file.append(contentsOf: part.data)
            while file.count % 4 != 0 { file.append(0) }
        }
        if let headAt, headAt + 12 <= file.count {
            let adjustment = (0xB1B0_AFBA &- checksum(file)) & 0xFFFF_FFFF
            var bytes: [UInt8] = []
            appendU32(adjustment, to: &bytes)
            file.replaceSubrange(headAt + 8..<headAt + 12, with: bytes)
        }
        return file
    }

    /// The sum of the data's big-endian 32-bit words, modulo 2^32.
    static func checksum(_ data: [UInt8]) -> Int {
        var sum: UInt32 = 0
        var i = 0
        while i < data.count {
            var word: UInt32 = 0
            for j in 0..<4 { word = word << 8 | UInt32(i + j < data.count ? data[i + j] : 0) }
            sum = sum &+ word
            i += 4
        }
        return Int(sum)
    }

    static func appendU32(_ value: Int, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: value >> 24))
        out.append(UInt8(truncatingIfNeeded: value >> 16))
        out.append(UInt8(truncatingIfNeeded: value >> 8))
        out.append(UInt8(truncatingIfNeeded: value))
    }
}

extension TrueTypeFont {
    /// Format 12 (full Unicode) or format 4 (the basic plane) of the Windows or Unicode platform.
    static func characterMap(_ reader: Reader, _ cmap: Table, glyphCount: Int) throws(Failure) -> [UInt32: UInt16] {
        let count = try reader.u16(cmap, 2)
        guard 4 + 8 * count <= cmap.length else {
            throw Failure(description: "its 'cmap' table lists \(count) subtables, past the end of the table")
        }
        var best: (offset: Int, format: Int)?
        for i in 0..<count {
            let platform = try reader.u16(cmap, 4 + 8 * i)
            let encoding = try reader.u16(cmap, 6 + 8 * i)
            let offset = try reader.u32(cmap, 8 + 8 * i)
            guard offset + 2 <= cmap.length else {
                throw Failure(description: "its 'cmap' subtable \(i + 1) starts past the end of the table")
            }
            let format = try reader.u16(cmap, offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            if best == nil || (format == 12 && best?.format == 4) { best = (offset, format) }
        }
        guard let best else {
            throw Failure(description: "it has no Unicode character map ('cmap' format 4 or 12)")
        }
        // Reads stay inside the rest of `cmap`: a subtable's own length is not always right.
        let subtable = Table(tag: "cmap", offset: cmap.offset + best.offset, length: cmap.length - best.offset)
        return best.format == 12
            ? try fullUnicodeMap(reader, subtable, glyphCount: glyphCount)
            : try basicPlaneMap(reader, subtable, glyphCount: glyphCount)
    }

    /// Format 12: groups of consecutive characters and glyphs, in order and apart (so at most
    /// every Unicode scalar once).
    private static func fullUnicodeMap(_ reader: Reader, _ table: Table, glyphCount: Int) throws(Failure) -> [UInt32:
        UInt16]
    {
        let groups = try reader.u32(table, 12)
        guard groups <= (table.length - 16) / 12 else {
            throw Failure(
                description: "its 'cmap' format 12 subtable lists \(groups) groups, past the end of the table")
        }
        var map: [UInt32: UInt16] = [:]
        var previousLast = -1
        for g in 0..<groups {
            let record = 16 + 12 * g
            let first = try reader.u32(table, record)
            let last = try reader.u32(table, record + 4)
            let start = try reader.u32(table, record + 8)
            guard first <= last, last <= 0x10FFFF else {
                throw Failure(
                    description: "its 'cmap' format 12 group \(g + 1) (\(hex(first)) to \(hex(last))) is not a range "
                        + "of Unicode scalars")
            }
            guard first > previousLast else {
                throw Failure(
                    description: "its 'cmap' format 12 group \(g + 1) (\(hex(first)) to \(hex(last))) overlaps or "
                        + "precedes the one before")
            }
            previousLast = last
            for code in first...last where start + code - first < glyphCount {
                map[UInt32(code)] = UInt16(start + code - first)
            }
        }
        return map
    }

    /// Format 4: segments of the basic plane, in order and apart, with their deltas or glyph arrays.
    private static func basicPlaneMap(_ reader: Reader, _ table: Table, glyphCount: Int) throws(Failure) -> [UInt32:
        UInt16]
    {
        let doubled = try reader.u16(table, 6)
        let segments = doubled / 2
        guard doubled % 2 == 0, 16 + 8 * segments <= table.length else {
            throw Failure(
                description: "its 'cmap' format 4 subtable gives \(doubled) as twice its segment count, which does "
                    + "not fit the table")
        }
        let ends = 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        var map: [UInt32: UInt16] = [:]
        var previousEnd = -1
        for s in 0..<segments {
            let end = try reader.u16(table, ends + 2 * s)
            let start = try reader.u16(table, starts + 2 * s)
            let delta = try reader.u16(table, deltas + 2 * s)
            let rangeOffset = try reader.u16(table, rangeOffsets + 2 * s)
            guard start <= end, start > previousEnd else {
                throw Failure(
                    description: "its 'cmap' format 4 segment \(s + 1) (\(hex(start)) to \(hex(end))) is empty, or "
                        + "overlaps or precedes the one before")
            }
            previousEnd = end
            guard start != 0xFFFF else { continue }
            for code in start...end {
                var gid: Int
                if rangeOffset == 0 {
                    gid = (code + delta) & 0xFFFF
                } else {
                    let at = rangeOffsets + 2 * s + rangeOffset + 2 * (code - start)
                    guard at + 2 <= table.length else {
                        throw Failure(
                            description: "its 'cmap' format 4 segment \(s + 1) reads glyph ids past the end of the "
                                + "table")
                    }
                    gid = try reader.u16(table, at)
                    if gid != 0 { gid = (gid + delta) & 0xFFFF }
                }
                if gid != 0, gid < glyphCount { map[UInt32(code)] = UInt16(gid) }
            }
        }
        return map
    }

    /// `U+0041`.
    private static func hex(_ code: Int) -> String {
        let digits = String(code, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Name id 6 (the PostScript name), from a Windows or Unicode (UTF-16BE) or Macintosh record;
    /// `nil` when the table has none that is printable.
    static func postScriptName(_ reader: Reader, _ table: Table) throws(Failure) -> String? {
        let count = try reader.u16(table, 2)
        let storage = try reader.u16(table, 4)
        guard 6 + 12 * count <= table.length else {
            throw Failure(description: "its 'name' table lists \(count) names, past the end of the table")
        }
        for i in 0..<count {
            let record = 6 + 12 * i
            guard try reader.u16(table, record + 6) == 6 else { continue }
            let platform = try reader.u16(table, record)
            let length = try reader.u16(table, record + 8)
            let offset = try reader.u16(table, record + 10)
            guard storage + offset + length <= table.length else {
                throw Failure(description: "its 'name' table's name \(i + 1) lies past the end of the table")
            }
            let raw = Array(try reader.slice(table, storage + offset, length))
            let text: String
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            } else {
                text = String(decoding: raw, as: UTF8.self)
            }
            let clean = String(
                text.unicodeScalars.filter {
                    $0.value > 0x20 && $0.value < 0x7F && !"[](){}<>/%#".unicodeScalars.contains($0)
                })
            if !clean.isEmpty { return clean }
        }
        return nil
    }
}

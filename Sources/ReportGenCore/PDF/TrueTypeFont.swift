/// A TrueType font read from its file: the character map, advance widths and glyph outlines that
/// embedding needs. Every read is bounds-checked: a damaged file is an error, never a trap.
struct TrueTypeFont: Sendable {
    /// Why a font file cannot be used.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let bytes: [UInt8]
    /// Table tag → (offset, length).
    let tables: [String: (offset: Int, length: Int)]
    let unitsPerEm: Int
    let glyphCount: Int
    /// Advance widths by glyph id, in font units.
    let advances: [UInt16]
    /// Glyph id by Unicode scalar value.
    let glyphs: [UInt32: UInt16]
    /// Where each glyph's outline starts in `glyf`, and where the last ends (`glyphCount + 1` entries).
    let locations: [Int]
    let ascent: Int
    let descent: Int
    let capHeight: Int
    let boundingBox: [Int]
    let italicAngle: Int
    /// The PostScript name (from `name`), for `/BaseFont`.
    let postScriptName: String

    init(bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        let reader = Reader(bytes: bytes)
        let count = try reader.u16(4)
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: try reader.slice(record, 4), as: UTF8.self)
            let offset = try reader.u32(record + 8)
            let length = try reader.u32(record + 12)
            guard offset + length <= bytes.count else { throw Failure(description: "table '\(tag)' is truncated") }
            tables[tag] = (offset, length)
        }
        self.tables = tables
        func table(_ tag: String) throws(Failure) -> Int {
            guard let t = tables[tag] else { throw Failure(description: "the font has no '\(tag)' table") }
            return t.offset
        }
        let head = try table("head")
        unitsPerEm = max(1, try reader.u16(head + 18))
        boundingBox = [
            try reader.i16(head + 36), try reader.i16(head + 38), try reader.i16(head + 40), try reader.i16(head + 42),
        ]
        let longLocations = try reader.i16(head + 50) == 1
        glyphCount = try reader.u16(try table("maxp") + 4)
        let hhea = try table("hhea")
        ascent = try reader.i16(hhea + 4)
        descent = try reader.i16(hhea + 6)
        let metricCount = min(try reader.u16(hhea + 34), glyphCount)
        let hmtx = try table("hmtx")
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphCount)
        for gid in 0..<glyphCount {
            advances.append(UInt16(try reader.u16(hmtx + 4 * min(gid, max(0, metricCount - 1)))))
        }
        self.advances = advances
        let loca = try table("loca")
        var locations: [Int] = []
        locations.reserveCapacity(glyphCount + 1)
        for gid in 0...glyphCount {
            locations.append(longLocations ? try reader.u32(loca + 4 * gid) : 2 * (try reader.u16(loca + 2 * gid)))
        }
        self.locations = locations
        glyphs = try Self.characterMap(reader, at: try table("cmap"), glyphCount: glyphCount)
        if let os2 = tables["OS/2"], os2.length >= 90, try reader.u16(os2.offset) >= 2 {
            capHeight = try reader.i16(os2.offset + 88)
        } else {
            capHeight = ascent
        }
        italicAngle = tables["post"] != nil ? try reader.i16(try table("post") + 4) : 0
        postScriptName = Self.postScriptName(reader, tables["name"]) ?? "EmbeddedFont"
    }

    /// The glyph for a character, if the font has one.
    @inline(__always)
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        guard let gid = glyphs[scalar.value], gid != 0 else { return nil }
        return gid
    }

    /// A glyph's advance width in 1/1000 em.
    @inline(__always)
    func width(of glyph: UInt16) -> Int {
        Int(advances[Int(glyph)]) * 1000 / unitsPerEm
    }

    /// Format 12 (full Unicode) or format 4 (the basic plane) of the Windows or Unicode platform.
    private static func characterMap(_ reader: Reader, at cmap: Int, glyphCount: Int) throws(Failure) -> [UInt32:
        UInt16]
    {
        let count = try reader.u16(cmap + 2)
        var best: (offset: Int, format: Int)?
        for i in 0..<count {
            let platform = try reader.u16(cmap + 4 + 8 * i)
            let encoding = try reader.u16(cmap + 6 + 8 * i)
            let offset = cmap + (try reader.u32(cmap + 8 + 8 * i))
            let format = try reader.u16(offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            if best == nil || (format == 12 && best?.format == 4) { best = (offset, format) }
        }
        guard let best else { throw Failure(description: "the font has no Unicode character map") }
        var map: [UInt32: UInt16] = [:]
        if best.format == 12 {
            let groups = try reader.u32(best.offset + 12)
            for g in 0..<groups {
                let record = best.offset + 16 + 12 * g
                let first = try reader.u32(record)
                let last = try reader.u32(record + 4)
                let start = try reader.u32(record + 8)
                guard first <= last, last <= 0x10FFFF else { continue }
                for code in first...last where start + code - first < glyphCount {
                    map[UInt32(code)] = UInt16(start + code - first)
                }
            }
        } else {
            let segments = try reader.u16(best.offset + 6) / 2
            let ends = best.offset + 14
            let starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments
            let rangeOffsets = deltas + 2 * segments
            for s in 0..<segments {
                let end = try reader.u16(ends + 2 * s)
                let start = try reader.u16(starts + 2 * s)
                let delta = try reader.u16(deltas + 2 * s)
                let rangeOffset = try reader.u16(rangeOffsets + 2 * s)
                guard start <= end, start != 0xFFFF else { continue }
                for code in start...end {
                    var gid: Int
                    if rangeOffset == 0 {
                        gid = (code + delta) & 0xFFFF
                    } else {
                        gid = try reader.u16(rangeOffsets + 2 * s + rangeOffset + 2 * (code - start))
                        if gid != 0 { gid = (gid + delta) & 0xFFFF }
                    }
                    if gid != 0, gid < glyphCount { map[UInt32(code)] = UInt16(gid) }
                }
            }
        }
        return map
    }

    /// Name id 6 (the PostScript name), from a Macintosh Roman or Windows UTF-16 record.
    private static func postScriptName(_ reader: Reader, _ table: (offset: Int, length: Int)?) -> String? {
        guard let table, let count = try? reader.u16(table.offset + 2),
            let storage = try? reader.u16(table.offset + 4)
        else { return nil }
        for i in 0..<count {
            let record = table.offset + 6 + 12 * i
            guard let platform = try? reader.u16(record), let id = try? reader.u16(record + 6), id == 6,
                let length = try? reader.u16(record + 8), let offset = try? reader.u16(record + 10),
                let raw = try? reader.slice(table.offset + storage + offset, length)
            else { continue }
            let text: String
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                for j in stride(from: 0, to: raw.count - 1, by: 2) {
                    units.append(UInt16(raw[j]) << 8 | UInt16(raw[j + 1]))
                }
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

    /// Big-endian reads that fail instead of reading past the end.
    struct Reader {
        let bytes: [UInt8]

        func slice(_ offset: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard offset >= 0, count >= 0, offset <= bytes.count - count else {
                throw Failure(description: "the font file is truncated or damaged")
            }
            return bytes[offset..<offset + count]
        }

        func u16(_ offset: Int) throws(Failure) -> Int {
            let s = try slice(offset, 2)
            return Int(s[s.startIndex]) << 8 | Int(s[s.startIndex + 1])
        }

        func i16(_ offset: Int) throws(Failure) -> Int {
            let v = try u16(offset)
            return v >= 0x8000 ? v - 0x10000 : v
        }

        func u32(_ offset: Int) throws(Failure) -> Int {
            try u16(offset) << 16 | u16(offset + 2)
        }
    }
}

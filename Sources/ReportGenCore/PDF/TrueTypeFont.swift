/// A TrueType font read from its file: the character map, advance widths and glyph outlines that
/// embedding needs. Every read is bounds-checked against the table it belongs to, and every count
/// against the room it needs: a damaged file is an error saying what is wrong, never a trap.
struct TrueTypeFont: Sendable {
    /// Why a font file cannot be used.
    struct Failure: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    let bytes: [UInt8]
    /// Table tag → (offset, length), each inside the file.
    let tables: [String: (offset: Int, length: Int)]
    let unitsPerEm: Int
    let glyphCount: Int
    /// Advance widths by glyph id, in font units.
    let advances: [UInt16]
    /// Glyph id by Unicode scalar value.
    let glyphs: [UInt32: UInt16]
    /// Where each glyph's outline starts in `glyf`, and where the last ends (`glyphCount + 1`
    /// entries, never decreasing, none past the end of `glyf`).
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
        let tables = try Self.tableDirectory(reader)
        self.tables = tables
        func table(_ tag: String, atLeast minimum: Int) throws(Failure) -> Table {
            guard let t = tables[tag] else { throw Failure(description: "it has no '\(tag)' table") }
            guard t.length >= minimum else {
                throw Failure(
                    description: "its '\(tag)' table is \(t.length) bytes, shorter than the \(minimum) it must hold")
            }
            return Table(tag: tag, offset: t.offset, length: t.length)
        }
        let head = try table("head", atLeast: 54)
        guard try reader.u32(head, 12) == 0x5F0F_3CF5 else {
            throw Failure(description: "its 'head' table does not hold the magic number 0x5F0F3CF5")
        }
        unitsPerEm = try reader.u16(head, 18)
        guard (16...16384).contains(unitsPerEm) else {
            throw Failure(description: "its units per em ('head' unitsPerEm) is \(unitsPerEm), not 16 to 16384")
        }
        boundingBox = [
            try reader.i16(head, 36), try reader.i16(head, 38), try reader.i16(head, 40), try reader.i16(head, 42),
        ]
        let locationFormat = try reader.i16(head, 50)
        guard locationFormat == 0 || locationFormat == 1 else {
            throw Failure(description: "its 'head' table's indexToLocFormat is \(locationFormat), not 0 or 1")
        }
        glyphCount = try reader.u16(try table("maxp", atLeast: 6), 4)
        guard glyphCount > 0 else { throw Failure(description: "its 'maxp' table gives no glyphs") }
        let hhea = try table("hhea", atLeast: 36)
        ascent = try reader.i16(hhea, 4)
        descent = try reader.i16(hhea, 6)
        let metricCount = min(try reader.u16(hhea, 34), glyphCount)
        guard metricCount > 0 else { throw Failure(description: "its 'hhea' table gives no horizontal metrics") }
        let hmtx = try table("hmtx", atLeast: 0)
        guard hmtx.length >= 4 * metricCount else {
            throw Failure(
                description: "its 'hmtx' table is \(hmtx.length) bytes, too short for \(metricCount) advance widths")
        }
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphCount)
        for gid in 0..<glyphCount { advances.append(UInt16(try reader.u16(hmtx, 4 * min(gid, metricCount - 1)))) }
        self.advances = advances
        locations = try Self.locations(
            reader, loca: try table("loca", atLeast: 0), glyf: try table("glyf", atLeast: 0), long: locationFormat == 1,
            glyphCount: glyphCount)
        glyphs = try Self.characterMap(reader, try table("cmap", atLeast: 4), glyphCount: glyphCount)
        if let os2 = tables["OS/2"].map({ Table(tag: "OS/2", offset: $0.offset, length: $0.length) }),
            os2.length >= 90, try reader.u16(os2, 0) >= 2
        {
            capHeight = try reader.i16(os2, 88)
        } else {
            capHeight = ascent
        }
        italicAngle = tables["post"] != nil ? try reader.i16(try table("post", atLeast: 6), 4) : 0
        if let name = tables["name"] {
            let table = Table(tag: "name", offset: name.offset, length: name.length)
            postScriptName = try Self.postScriptName(reader, table) ?? "EmbeddedFont"
        } else {
            postScriptName = "EmbeddedFont"
        }
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

    /// The offset table and the table directory: what kind of file this is, and where each table
    /// is (every one inside the file).
    private static func tableDirectory(_ reader: Reader) throws(Failure) -> [String: (offset: Int, length: Int)] {
        let size = reader.bytes.count
        guard size >= 12 else { throw Failure(description: "it is \(size) bytes, too short to be a font") }
        switch try reader.u32(0) {
        case 0x0001_0000, 0x7472_7565:  // 1.0, 'true'
            break
        case 0x7474_6366:  // 'ttcf'
            throw Failure(
                description: "it is a font collection (.ttc), which cannot be embedded: name a file of one font (.ttf)")
        case 0x4F54_544F:  // 'OTTO'
            throw Failure(
                description: "it is an OpenType font with PostScript (CFF) outlines, which cannot be embedded: "
                    + "use one with TrueType outlines")
        default:
            throw Failure(description: "it is not a TrueType font (it does not begin with an sfnt version)")
        }
        let count = try reader.u16(4)
        guard 12 + 16 * count <= size else {
            throw Failure(description: "its table directory lists \(count) tables, past the end of the file")
        }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: try reader.slice(record, 4), as: UTF8.self)
            let offset = try reader.u32(record + 8)
            let length = try reader.u32(record + 12)
            guard offset <= size, length <= size - offset else {
                throw Failure(
                    description: "its '\(tag)' table (\(length) bytes at byte \(offset)) runs past the end of the "
                        + "file (\(size) bytes)")
            }
            tables[tag] = (offset, length)
        }
        return tables
    }

    /// `loca`: each glyph's outline inside `glyf`, in order.
    private static func locations(_ reader: Reader, loca: Table, glyf: Table, long: Bool, glyphCount: Int)
        throws(Failure) -> [Int]
    {
        let width = long ? 4 : 2
        guard loca.length >= width * (glyphCount + 1) else {
            throw Failure(
                description: "its 'loca' table is \(loca.length) bytes, too short for \(glyphCount) glyphs' offsets")
        }
        var locations: [Int] = []
        locations.reserveCapacity(glyphCount + 1)
        for gid in 0...glyphCount {
            let location = long ? try reader.u32(loca, 4 * gid) : 2 * (try reader.u16(loca, 2 * gid))
            guard location <= glyf.length else {
                throw Failure(description: "its 'loca' table places glyph \(gid) past the end of the 'glyf' table")
            }
            if let last = locations.last, location < last {
                throw Failure(description: "its 'loca' table places glyph \(gid) before the glyph ahead of it")
            }
            locations.append(location)
        }
        return locations
    }

    /// A table's place in the file, for reads that must stay inside it.
    struct Table {
        let tag: String
        let offset: Int
        let length: Int
    }

    /// Big-endian reads that fail instead of reading past the end of the file or of a table.
    struct Reader {
        let bytes: [UInt8]

        func slice(_ offset: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard offset >= 0, count >= 0, offset <= bytes.count - count else {
                throw Failure(description: "it is truncated (a read at byte \(offset) of its \(bytes.count))")
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

        /// `count` bytes at `offset` from the start of `table`, inside it.
        func slice(_ table: Table, _ offset: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard offset >= 0, count >= 0, offset <= table.length - count else {
                throw Failure(
                    description: "its '\(table.tag)' table is truncated (\(table.length) bytes; a read at byte "
                        + "\(offset) of it)")
            }
            return try slice(table.offset + offset, count)
        }

        func u16(_ table: Table, _ offset: Int) throws(Failure) -> Int {
            let s = try slice(table, offset, 2)
            return Int(s[s.startIndex]) << 8 | Int(s[s.startIndex + 1])
        }

        func i16(_ table: Table, _ offset: Int) throws(Failure) -> Int {
            let v = try u16(table, offset)
            return v >= 0x8000 ? v - 0x10000 : v
        }

        func u32(_ table: Table, _ offset: Int) throws(Failure) -> Int {
            try u16(table, offset) << 16 | u16(table, offset + 2)
        }
    }
}

import ReportGenCore

/// The checks a font file passes before HarfBuzz reads it (HarfBuzz quietly ignores a damaged
/// table; a layout's font deserves an error saying what is wrong): the offset table or collection
/// header, every table inside the file, and the tables drawing needs, with sane counts.
enum SfntStructure {
    /// Checks face `face` of `bytes`; the error's text follows the file's name.
    static func check(_ bytes: UnsafeRawBufferPointer, face: Int) throws(TextShapingFailure) {
        let size = bytes.count
        func u16(_ at: Int) throws(TextShapingFailure) -> Int {
            guard at >= 0, at + 2 <= size else {
                throw TextShapingFailure("it is truncated (a read at byte \(at) of its \(size))")
            }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) throws(TextShapingFailure) -> Int { try u16(at) << 16 | u16(at + 2) }
        guard size >= 12 else { throw TextShapingFailure("it is \(size) bytes, too short to be a font") }
        var start = 0
        if try u32(0) == 0x7474_6366 {  // 'ttcf'
            let count = try u32(8)
            guard count > 0, 12 + 4 * count <= size else {
                throw TextShapingFailure("its collection header lists \(count) fonts, past the end of the file")
            }
            guard face < count else {
                throw TextShapingFailure("it is a collection of \(count) fonts, without a font number \(face)")
            }
            start = try u32(12 + 4 * face)
        } else if face != 0 {
            throw TextShapingFailure("it holds one font, not a collection with a font number \(face)")
        }
        switch try u32(start) {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // 1.0, 'true', 'OTTO'
            break
        default:
            throw TextShapingFailure("it is not a TrueType or OpenType font (it does not begin with an sfnt version)")
        }
        let count = try u16(start + 4)
        guard start + 12 + 16 * count <= size else {
            throw TextShapingFailure("its table directory lists \(count) tables, past the end of the file")
        }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<count {
            let record = start + 12 + 16 * i
            let tag = String(decoding: (0..<4).map { bytes[record + $0] }, as: UTF8.self)
            let offset = try u32(record + 8)
            let length = try u32(record + 12)
            guard offset <= size, length <= size - offset else {
                throw TextShapingFailure(
                    "its '\(tag)' table (\(length) bytes at byte \(offset)) runs past the end of the file (\(size) bytes)"
                )
            }
            tables[tag] = (offset, length)
        }
        func table(_ tag: String, atLeast minimum: Int) throws(TextShapingFailure) -> Int {
            guard let table = tables[tag] else { throw TextShapingFailure("it has no '\(tag)' table") }
            guard table.length >= minimum else {
                throw TextShapingFailure(
                    "its '\(tag)' table is \(table.length) bytes, shorter than the \(minimum) it must hold")
            }
            return table.offset
        }
        let head = try table("head", atLeast: 54)
        guard try u32(head + 12) == 0x5F0F_3CF5 else {
            throw TextShapingFailure("its 'head' table does not hold the magic number 0x5F0F3CF5")
        }
        let unitsPerEm = try u16(head + 18)
        guard (16...16384).contains(unitsPerEm) else {
            throw TextShapingFailure("its units per em ('head' unitsPerEm) is \(unitsPerEm), not 16 to 16384")
        }
        let glyphs = try u16(try table("maxp", atLeast: 6) + 4)
        guard glyphs > 0 else { throw TextShapingFailure("its 'maxp' table gives no glyphs") }
        let metrics = min(try u16(try table("hhea", atLeast: 36) + 34), glyphs)
        guard metrics > 0 else { throw TextShapingFailure("its 'hhea' table gives no horizontal metrics") }
        _ = try table("hmtx", atLeast: 4 * metrics)
        _ = try table("cmap", atLeast: 4)
        if tables["CFF "] == nil, tables["CFF2"] == nil {
            let format = try u16(head + 50)
            guard format <= 1 else {
                throw TextShapingFailure("its 'head' table's indexToLocFormat is \(format), not 0 or 1")
            }
            guard tables["glyf"] != nil else {
                throw TextShapingFailure("it has no outlines (no 'glyf' table, and no 'CFF ' or 'CFF2')")
            }
            _ = try table("loca", atLeast: (format == 1 ? 4 : 2) * (glyphs + 1))
        }
    }
}

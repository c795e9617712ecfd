import Foundation
import Testing

@testable import ReportGenCore

/// The TrueType reader on fonts built here, whole and damaged in every table it reads: each
/// damage is an error saying what is wrong, never a trap.
@Suite struct TrueTypeFontTests {
    /// A three-glyph font: 'A' and 'B' map to glyphs 1 and 2, names only on the Windows platform.
    struct Parts {
        var tables: [String: [UInt8]] = [
            "head": head(), "maxp": u32(0x5000) + u16(3), "hhea": hhea(metrics: 3),
            "hmtx": u16(500) + u16(0) + u16(600) + u16(0) + u16(700) + u16(0),
            "loca": u16(0) + u16(0) + u16(6) + u16(6), "glyf": u16(0) + Array(repeating: 0, count: 10),
            "cmap": cmap(subtable: format4([(0x41, 0x42, 1 - 0x41, 0), (0xFFFF, 0xFFFF, 1, 0)])),
            "name": name(platform: 3, "Synthetic-Regular"), "post": u32(0x30000) + Array(repeating: 0, count: 28),
        ]

        var file: [UInt8] { TrueTypeFont.assemble(tables.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }

        func without(_ tag: String) -> Parts {
            var copy = self
            copy.tables[tag] = nil
            return copy
        }

        func with(_ tag: String, _ change: (inout [UInt8]) -> Void) -> Parts {
            var copy = self
            change(&copy.tables[tag, default: []])
            return copy
        }
    }

    static func u16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v) }
    static func put(_ bytes: [UInt8], at offset: Int, in data: inout [UInt8]) {
        data.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }

    static func head() -> [UInt8] {
        var head = u32(0x10000) + u32(0) + u32(0) + u32(0x5F0F_3CF5) + u16(0) + u16(1000)
        head += Array(repeating: 0, count: 16) + u16(0) + u16(-200) + u16(700) + u16(800)
        return head + u16(0) + u16(8) + u16(2) + u16(0) + u16(0)
    }

    static func hhea(metrics: Int) -> [UInt8] {
        u32(0x10000) + u16(800) + u16(-200) + Array(repeating: 0, count: 26) + u16(metrics)
    }

    static func cmap(subtable: [UInt8], platform: Int = 3, encoding: Int = 1) -> [UInt8] {
        u16(0) + u16(1) + u16(platform) + u16(encoding) + u32(12) + subtable
    }

    /// Segments of (start, end, delta, range offset).
    static func format4(_ segments: [(Int, Int, Int, Int)]) -> [UInt8] {
        let count = segments.count
        var out = u16(4) + u16(16 + 8 * count) + u16(0) + u16(2 * count) + u16(2) + u16(0) + u16(0)
        out += segments.flatMap { u16($0.1) } + u16(0) + segments.flatMap { u16($0.0) }
        return out + segments.flatMap { u16($0.2) } + segments.flatMap { u16($0.3) }
    }

    /// Groups of (first, last, first glyph).
    static func format12(_ groups: [(Int, Int, Int)], count: Int? = nil) -> [UInt8] {
        u16(12) + u16(0) + u32(16 + 12 * groups.count) + u32(0) + u32(count ?? groups.count)
            + groups.flatMap { u32($0.0) + u32($0.1) + u32($0.2) }
    }

    static func name(platform: Int, _ text: String) -> [UInt8] {
        let string: [UInt8] = platform == 1 ? Array(text.utf8) : text.utf16.flatMap { u16(Int($0)) }
        return u16(0) + u16(1) + u16(18) + u16(platform) + u16(platform == 1 ? 0 : 1) + u16(0x409) + u16(6)
            + u16(string.count) + u16(0) + string
    }

    static func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TrueTypeFont(bytes: bytes)
            return nil
        } catch {
            return error.description
        }
    }

    /// A font whose only names are Windows records (Roboto, Open Sans, Droid Sans Fallback in
    /// Debian): its UTF-16 PostScript name is read, where the reader used to trap.
    @Test func aFontWithOnlyWindowsNamesIsRead() throws {
        let font = try TrueTypeFont(bytes: Parts().file)
        #expect(font.postScriptName == "Synthetic-Regular")
        #expect(font.glyph(for: "A") == 1 && font.glyph(for: "B") == 2 && font.glyph(for: "C") == nil)
        #expect(font.width(of: 1) == 600 && font.unitsPerEm == 1000)
        #expect(try font.subset(keeping: [1]).count > 100)
        let mac = try TrueTypeFont(bytes: Parts().with("name") { $0 = Self.name(platform: 1, "Mac-Name") }.file)
        #expect(mac.postScriptName == "Mac-Name")
        let full = Parts().with("cmap") {
            $0 = Self.cmap(subtable: Self.format12([(0x41, 0x42, 1), (0x1F600, 0x1F600, 2)]))
        }
        let emoji = try TrueTypeFont(bytes: full.file)
        #expect(emoji.glyph(for: "B") == 2 && emoji.glyph(for: "\u{1F600}") == 2)
    }

    /// Every table the reader reads, damaged: each is an error saying what is wrong.
    @Test func everyDamageIsAnErrorSayingWhat() throws {
        let whole = Parts().file
        func directory(_ tag: String) -> Int {
            (0..<(Int(whole[4]) << 8 | Int(whole[5]))).map { 12 + 16 * $0 }.first {
                String(decoding: whole[$0..<$0 + 4], as: UTF8.self) == tag
            }!
        }
        var offsetPastEnd = whole
        Self.put(Self.u32(0x7FFF_FFFF), at: directory("head") + 8, in: &offsetPastEnd)
        var manyTables = whole
        Self.put(Self.u16(0xFFFF), at: 4, in: &manyTables)
        let post = directory("post")
        let postOffset =
            Int(whole[post + 8]) << 24 | Int(whole[post + 9]) << 16 | Int(whole[post + 10]) << 8
            | Int(whole[post + 11])
        let truncated = Array(whole.prefix(postOffset + 20))
        let segment = { (segments: [(Int, Int, Int, Int)]) in
            Parts().with("cmap") { $0 = Self.cmap(subtable: Self.format4(segments)) }.file
        }
        let group = { (groups: [(Int, Int, Int)], count: Int?) in
            Parts().with("cmap") { $0 = Self.cmap(subtable: Self.format12(groups, count: count)) }.file
        }
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "it is 0 bytes, too short to be a font"),
            (
                "collection", Array("ttcf".utf8) + whole.dropFirst(4),
                "it is a font collection (.ttc), which cannot be embedded: name a file of one font (.ttf)"
            ),
            (
                "CFF", Array("OTTO".utf8) + whole.dropFirst(4),
                "it is an OpenType font with PostScript (CFF) outlines, which cannot be embedded: use one with TrueType outlines"
            ),
            (
                "not a font", Array("<html><body>".utf8),
                "it is not a TrueType font (it does not begin with an sfnt version)"
            ),
            ("huge table count", manyTables, "its table directory lists 65535 tables, past the end of the file"),
            (
                "offset past the end", offsetPastEnd,
                "its 'head' table (54 bytes at byte 2147483647) runs past the end of the file (\(whole.count) bytes)"
            ),
            (
                "truncated file", truncated,
                "its 'post' table (32 bytes at byte \(postOffset)) runs past the end of the file (\(postOffset + 20) bytes)"
            ),
            (
                "no hhea", Parts().without("hhea").file, "it has no 'hhea' table"
            ),
            (
                "short head", Parts().with("head") { $0 = Array($0.prefix(20)) }.file,
                "its 'head' table is 20 bytes, shorter than the 54 it must hold"
            ),
            (
                "bad magic", Parts().with("head") { Self.put(Self.u32(0), at: 12, in: &$0) }.file,
                "its 'head' table does not hold the magic number 0x5F0F3CF5"
            ),
            (
                "zero units per em", Parts().with("head") { Self.put(Self.u16(0), at: 18, in: &$0) }.file,
                "its units per em ('head' unitsPerEm) is 0, not 16 to 16384"
            ),
            (
                "location format", Parts().with("head") { Self.put(Self.u16(7), at: 50, in: &$0) }.file,
                "its 'head' table's indexToLocFormat is 7, not 0 or 1"
            ),
            (
                "no glyphs", Parts().with("maxp") { Self.put(Self.u16(0), at: 4, in: &$0) }.file,
                "its 'maxp' table gives no glyphs"
            ),
            (
                "no metrics", Parts().with("hhea") { $0 = Self.hhea(metrics: 0) }.file,
                "its 'hhea' table gives no horizontal metrics"
            ),
            (
                "short hmtx", Parts().with("hmtx") { $0 = Array($0.prefix(4)) }.file,
                "its 'hmtx' table is 4 bytes, too short for 3 advance widths"
            ),
            (
                "short loca", Parts().with("loca") { $0 = Array($0.prefix(4)) }.file,
                "its 'loca' table is 4 bytes, too short for 3 glyphs' offsets"
            ),
            (
                "loca past glyf", Parts().with("loca") { Self.put(Self.u16(0x7FFF), at: 6, in: &$0) }.file,
                "its 'loca' table places glyph 3 past the end of the 'glyf' table"
            ),
            (
                "loca backwards",
                Parts().with("loca") { $0 = Self.u16(0) + Self.u16(6) + Self.u16(0) + Self.u16(6) }.file,
                "its 'loca' table places glyph 2 before the glyph ahead of it"
            ),
            (
                "huge cmap count", Parts().with("cmap") { Self.put(Self.u16(0xFFFF), at: 2, in: &$0) }.file,
                "its 'cmap' table lists 65535 subtables, past the end of the table"
            ),
            (
                "cmap offset past the end", Parts().with("cmap") { Self.put(Self.u32(0x10000), at: 8, in: &$0) }.file,
                "its 'cmap' subtable 1 starts past the end of the table"
            ),
            (
                "no Unicode map", Parts().with("cmap") { Self.put(Self.u16(1) + Self.u16(0), at: 4, in: &$0) }.file,
                "it has no Unicode character map ('cmap' format 4 or 12)"
            ),
            (
                "huge segment count", Parts().with("cmap") { Self.put(Self.u16(0xFFFE), at: 12 + 6, in: &$0) }.file,
                "its 'cmap' format 4 subtable gives 65534 as twice its segment count, which does not fit the table"
            ),
            (
                "overlapping segments", segment([(0x41, 0x42, 0, 0), (0x40, 0xFFFF, 1, 0)]),
                "its 'cmap' format 4 segment 2 (U+0040 to U+FFFF) is empty, or overlaps or precedes the one before"
            ),
            (
                "segment glyphs past the end", segment([(0x41, 0x42, 0, 0x7FFE), (0xFFFF, 0xFFFF, 1, 0)]),
                "its 'cmap' format 4 segment 1 reads glyph ids past the end of the table"
            ),
            (
                "huge group count", group([(0x41, 0x42, 1)], 0x0FFF_FFFF),
                "its 'cmap' format 12 subtable lists 268435455 groups, past the end of the table"
            ),
            (
                "overlapping groups", group([(0x41, 0x10FFFF, 1), (0, 0x10FFFF, 1)], nil),
                "its 'cmap' format 12 group 2 (U+0000 to U+10FFFF) overlaps or precedes the one before"
            ),
            (
                "group past Unicode", group([(0x41, 0x7FFF_FFFF, 1)], nil),
                "its 'cmap' format 12 group 1 (U+0041 to U+7FFFFFFF) is not a range of Unicode scalars"
            ),
            (
                "huge name count", Parts().with("name") { Self.put(Self.u16(0xFFFF), at: 2, in: &$0) }.file,
                "its 'name' table lists 65535 names, past the end of the table"
            ),
            (
                "name past the end", Parts().with("name") { Self.put(Self.u16(0x7000), at: 6 + 10, in: &$0) }.file,
                "its 'name' table's name 1 lies past the end of the table"
            ),
            (
                "short post", Parts().with("post") { $0 = Array($0.prefix(4)) }.file,
                "its 'post' table is 4 bytes, shorter than the 6 it must hold"
            ),
        ]
        #expect(Self.failure(whole) == nil)
        for (what, bytes, message) in cases {
            #expect(Self.failure(bytes) == message, "\(what)")
        }
        #expect(cases.count >= 20)
    }

    /// Every prefix of a whole font, and every byte of it set to 0xFF in turn: an error or a font,
    /// never a trap.
    @Test func everyCutAndEveryByteIsAnErrorOrAFont() {
        let whole = Parts().file
        for length in 0..<whole.count { _ = Self.failure(Array(whole.prefix(length))) }
        for i in whole.indices {
            var damaged = whole
            damaged[i] = 0xFF
            if let font = try? TrueTypeFont(bytes: damaged) {
                _ = try? font.subset(keeping: Set(0..<UInt16(font.glyphCount)))
            }
        }
    }
}

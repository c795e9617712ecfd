/// What every embedded font subset writes the same way, shaped or not.
extension PDFSyntax {
    /// The six capitals a subset's name starts with (`ABCDEF+Font`), derived from the glyphs it
    /// holds, so the same glyphs always give the same name.
    static func subsetTag(glyphs: [UInt16]) -> String {
        var hash: UInt32 = 2_166_136_261
        for gid in glyphs { hash = (hash ^ UInt32(gid)) &* 16_777_619 }
        var tag = ""
        for _ in 0..<6 {
            tag.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "A") + UInt8(hash % 26)))
            hash /= 26
        }
        return tag
    }

    /// The ToUnicode CMap from glyph ids to the text each shows (UTF-16BE), 100 entries per block
    /// as the format asks.
    static func toUnicodeCMap(_ entries: [(glyph: UInt16, text: String)]) -> [UInt8] {
        var out = Array(
            """
            /CIDInit /ProcSet findresource begin
            12 dict begin
            begincmap
            /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
            /CMapName /Adobe-Identity-UCS def
            /CMapType 2 def
            1 begincodespacerange
            <0000> <FFFF>
            endcodespacerange

            """.utf8)
        var start = 0
        while start < entries.count {
            let block = entries[start..<min(start + 100, entries.count)]
            out.append(contentsOf: Array("\(block.count) beginbfchar\n".utf8))
            for entry in block {
                out.append(UInt8(ascii: "<"))
                appendHex16(entry.glyph, to: &out)
                out.append(contentsOf: Array("> <".utf8))
                // A bfchar destination holds at most 512 bytes.
                for unit in entry.text.utf16.prefix(256) { appendHex16(unit, to: &out) }
                out.append(contentsOf: Array(">\n".utf8))
            }
            out.append(contentsOf: Array("endbfchar\n".utf8))
            start += 100
        }
        out.append(
            contentsOf: Array("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n".utf8))
        return out
    }
}

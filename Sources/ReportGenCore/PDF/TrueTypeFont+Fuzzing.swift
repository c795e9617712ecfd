/// The TrueType reader as the font fuzzer drives it (public through the `Fuzzing` SPI only).
@_spi(Fuzzing) public enum FontFuzzing {
    /// Reads `bytes` as a font and, when they are one, measures and subsets every glyph it maps:
    /// the error's message, or the font's name, glyph count and subset size.
    public static func read(_ bytes: [UInt8]) -> (message: String, isFont: Bool) {
        do {
            let font = try TrueTypeFont(bytes: bytes)
            let used = Set(font.glyphs.values)
            let width = used.reduce(0) { $0 + font.width(of: $1) }
            let subset = try font.subset(keeping: used)
            return (
                "\(font.postScriptName): \(font.glyphCount) glyphs, \(used.count) mapped, widths \(width), "
                    + "subset \(subset.count) bytes", true
            )
        } catch {
            return (error.description, false)
        }
    }
}

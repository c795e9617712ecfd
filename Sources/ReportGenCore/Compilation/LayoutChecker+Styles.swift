extension LayoutChecker {
    /// `columns:`: unique names, widths defaulting to 1.
    mutating func checkColumns() -> [Column] {
        var seen = Set<String>()
        var columns: [Column] = []
        for spec in layout.columns {
            guard seen.insert(spec.name.value).inserted else {
                diagnostics.error(
                    .duplicateName, "column '\(spec.name.value)' is declared twice", at: spec.name.position)
                continue
            }
            columns.append(
                Column(
                    name: spec.name.value, title: spec.title?.value, width: spec.width?.value ?? FixedDecimal(1),
                    align: spec.align?.value))
        }
        return columns
    }

    /// The report-wide style: the font (standard families, installed family names or font files,
    /// one or a list) and the band colours. A name a letter or two from a standard family is
    /// taken for a misspelling of it; other names are looked up when the PDF is made (and by
    /// `validate`), as only the command line's font provider knows what is installed.
    mutating func checkReportStyle() -> ReportStyle {
        let families =
            layout.style.fontFamilies.isEmpty
            ? Array(layout.style.fontFamily.map { [$0] } ?? []) : layout.style.fontFamilies
        for family in families where !Self.standardFontFamilies.contains(family.value) {
            let hint = Suggestion.hint(for: family.value, in: Self.standardFontFamilies)
            guard !hint.isEmpty, !PDFFontFile.isFile(family.value) else { continue }
            diagnostics.error(
                .invalidValue,
                "unknown font family '\(family.value)' (use \(Self.standardFontFamilies.joined(separator: ", ")), "
                    + "an installed family's name, or the path of a font file)" + hint,
                at: family.position)
        }
        return ReportStyle(
            fontFamily: layout.style.fontFamily?.value, fontFamilies: layout.style.fontFamilies.map(\.value),
            fontSize: layout.style.fontSize?.value, oddBand: layout.style.oddBand?.value,
            evenBand: layout.style.evenBand?.value)
    }

    /// A row kind's own style over the report-wide row defaults.
    static func rowStyle(_ own: StyleSpec, over defaults: StyleSpec) -> RowStyle {
        RowStyle(
            background: (own.background ?? defaults.background)?.value,
            color: (own.color ?? defaults.color)?.value,
            bold: (own.bold ?? defaults.bold)?.value ?? false,
            italic: (own.italic ?? defaults.italic)?.value ?? false,
            size: (own.size ?? defaults.size)?.value,
            align: (own.align ?? defaults.align)?.value,
            indent: (own.indent ?? defaults.indent)?.value ?? 0,
            ownAlign: own.align?.value)
    }

    /// A font family a layout may name: a standard PDF family, or a TrueType/OpenType file.
    static let standardFontFamilies = ["Helvetica", "Times", "Courier"]
}

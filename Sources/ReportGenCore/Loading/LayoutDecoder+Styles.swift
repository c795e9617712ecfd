extension LayoutDecoder {
    /// `columns:`: a list of `{ name, width, align, title }`.
    func decodeColumns(_ node: YAMLNode, _ d: inout Walker) -> [ColumnSpec] {
        guard let seq = d.sequence(node, what: "'columns'") else { return [] }
        return seq.items.compactMap { item in
            guard let map = d.mapping(item, what: "a column") else { return nil }
            d.checkKeys(map, allowed: Self.columnKeys, in: "a column")
            guard let nameNode = d.require(map, "name", in: "a column"), let name = d.string(nameNode, what: "'name'")
            else { return nil }
            var column = ColumnSpec(name: name)
            if let node = map["width"] { column.width = d.positiveNumber(node, what: "'width'") }
            if let node = map["align"] { column.align = d.alignment(node) }
            column.title = map["title"].flatMap { d.string($0, what: "'title'") }
            return column
        }
    }

    /// The report-wide `style:`: `font`, `bands`, and row defaults.
    func decodeReportStyle(_ node: YAMLNode, _ d: inout Walker) -> ReportStyleSpec {
        let (rows, map) = decodeStyle(node, keys: Self.reportStyleKeys, in: "the report's 'style'", &d)
        var style = ReportStyleSpec(rows: rows)
        guard let map else { return style }
        if let fontNode = map["font"], let font = d.mapping(fontNode, what: "'font'") {
            d.checkKeys(font, allowed: Self.fontKeys, in: "'font'")
            if let node = font["family"] {
                if case .sequence(let list) = node {
                    style.fontFamilies = decodeFontFamilies(list, &d)
                    style.fontFamily = style.fontFamilies.first
                } else {
                    style.fontFamily = d.string(node, what: "'family'")
                }
            }
            if let node = font["size"] { style.fontSize = d.positiveNumber(node, what: "'size'") }
        }
        if let bandsNode = map["bands"], let bands = d.mapping(bandsNode, what: "'bands'") {
            d.checkKeys(bands, allowed: Self.bandsKeys, in: "'bands'")
            if let node = bands["odd"] { style.oddBand = d.color(node, what: "'odd'") }
            if let node = bands["even"] { style.evenBand = d.color(node, what: "'even'") }
        }
        return style
    }

    /// `font.family` as a list (v1.2 §6): each entry a name or a file, none empty or twice.
    func decodeFontFamilies(_ list: YAMLSequence, _ d: inout Walker) -> [Located<String>] {
        guard !list.items.isEmpty else {
            d.diagnostics.error(
                .invalidValue, "'family' is an empty list: name at least one font family or file", at: list.position)
            return []
        }
        var families: [Located<String>] = []
        for item in list.items {
            guard let family = d.string(item, what: "a font family in 'family'") else { continue }
            if family.value.allSatisfy({ $0 == " " }) {
                d.diagnostics.error(.invalidValue, "a font family in 'family' is empty", at: family.position)
            } else if let earlier = families.first(where: { $0.value == family.value }) {
                d.diagnostics.error(
                    .duplicateName,
                    "font family '\(family.value)' is listed twice in 'family' (first at line \(earlier.position.line))",
                    at: family.position)
            } else {
                families.append(family)
            }
        }
        return families
    }

    /// A row style: `background`, `color`, `bold`, `italic`, `size`, `align`, `indent`. Also returns
    /// the mapping, for the report-wide keys.
    func decodeStyle(_ node: YAMLNode, keys: [String], in context: String, _ d: inout Walker) -> (
        StyleSpec, YAMLMapping?
    ) {
        guard let map = d.mapping(node, what: context) else { return (.none, nil) }
        d.checkKeys(map, allowed: keys, in: context)
        var style = StyleSpec()
        if let node = map["background"] { style.background = d.color(node, what: "'background'") }
        if let node = map["color"] { style.color = d.color(node, what: "'color'") }
        if let node = map["bold"] { style.bold = d.bool(node, what: "'bold'") }
        if let node = map["italic"] { style.italic = d.bool(node, what: "'italic'") }
        if let node = map["size"] { style.size = d.positiveNumber(node, what: "'size'") }
        if let node = map["align"] { style.align = d.alignment(node) }
        if let node = map["indent"], let scalar = d.scalar(node, what: "'indent'") {
            if let n = scalar.plainText.flatMap({ Int($0) }), n >= 0, n <= 100 {
                style.indent = Located(n, at: scalar.position)
            } else {
                d.diagnostics.error(
                    .invalidValue,
                    "'indent' must be a whole number of steps from 0 to 100, found '\(scalar.text)'"
                        + scalar.quotedNote,
                    at: scalar.position)
            }
        }
        return (style, map)
    }
}

extension LayoutDecoder.Walker {
    /// `#RRGGBB`.
    mutating func color(_ node: YAMLNode, what: String) -> Located<ReportColor>? {
        guard let scalar = scalar(node, what: what) else { return nil }
        guard let color = ReportColor(hex: scalar.text) else {
            diagnostics.error(
                .invalidValue, "\(what) must be a colour written #RRGGBB (such as #2A71DC), found '\(scalar.text)'",
                at: scalar.position)
            return nil
        }
        return Located(color, at: scalar.position)
    }

    /// A number greater than zero (widths, sizes).
    mutating func positiveNumber(_ node: YAMLNode, what: String) -> Located<FixedDecimal>? {
        guard let scalar = scalar(node, what: what) else { return nil }
        guard let value = FixedDecimal(layoutNumber: scalar), !value.isNegative, !value.isZero else {
            diagnostics.error(
                .invalidValue, "\(what) must be a number greater than 0, found '\(scalar.text)'\(scalar.quotedNote)",
                at: scalar.position)
            return nil
        }
        return Located(value, at: scalar.position)
    }

    /// `left`, `center` or `right`.
    mutating func alignment(_ node: YAMLNode) -> Located<ReportTextAlignment>? {
        guard let scalar = scalar(node, what: "'align'") else { return nil }
        guard let align = ReportTextAlignment(rawValue: scalar.text) else {
            let names = ReportTextAlignment.allCases.map(\.rawValue)
            diagnostics.error(
                .invalidValue,
                "unknown alignment '\(scalar.text)' (use \(names.joined(separator: ", ")))"
                    + Suggestion.hint(for: scalar.text, in: names), at: scalar.position)
            return nil
        }
        return Located(align, at: scalar.position)
    }
}

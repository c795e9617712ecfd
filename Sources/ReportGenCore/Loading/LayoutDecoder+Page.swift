extension LayoutDecoder {
    static let pageKeys = ["size", "orientation", "margins", "header", "footer"]
    /// The named paper sizes, portrait, in points.
    static let pageSizes: [(name: String, width: String, height: String)] = [
        ("A4", "595.28", "841.89"), ("letter", "612", "792"), ("legal", "612", "1008"),
    ]
    /// The largest page side PDF readers accept (200 inches).
    static let largestPageSide = FixedDecimal(14400)

    /// `page:` — size, orientation, margins, and the page header and footer rows.
    func decodePage(_ node: YAMLNode, _ d: inout Walker) -> PageSpec? {
        guard let map = d.mapping(node, what: "'page'") else { return nil }
        d.checkKeys(map, allowed: Self.pageKeys, in: "'page'")
        var spec = PageSpec(
            size: nil, landscape: nil, margins: nil, header: emitters(map["header"], &d),
            footer: emitters(map["footer"], &d), position: map.position)
        if let node = map["size"] { spec.size = pageSize(node, &d) }
        if let node = map["orientation"], let scalar = d.scalar(node, what: "'orientation'") {
            switch scalar.text {
            case "portrait": spec.landscape = Located(false, at: scalar.position)
            case "landscape": spec.landscape = Located(true, at: scalar.position)
            default:
                d.diagnostics.error(
                    .invalidValue,
                    "unknown orientation '\(scalar.text)' (use portrait or landscape)"
                        + Suggestion.hint(for: scalar.text, in: ["portrait", "landscape"]), at: scalar.position)
            }
        }
        if let node = map["margins"] {
            spec.margins = points(
                node, counts: [1, 4], what: "'margins'", shape: "one number or [top, right, bottom, left]",
                allowZero: true, &d)
        }
        return spec
    }

    private func pageSize(_ node: YAMLNode, _ d: inout Walker) -> Located<[FixedDecimal]>? {
        guard case .scalar(let scalar) = node else {
            return points(
                node, counts: [2], what: "'size'", shape: "a named size or [width, height]", allowZero: false, &d)
        }
        let names = Self.pageSizes.map(\.name)
        guard let size = Self.pageSizes.first(where: { $0.name.lowercased() == scalar.text.lowercased() }),
            let width = FixedDecimal(parsing: size.width), let height = FixedDecimal(parsing: size.height)
        else {
            d.diagnostics.error(
                .invalidValue,
                "unknown page size '\(scalar.text)' (use \(names.joined(separator: ", ")), or [width, height] in points)"
                    + Suggestion.hint(for: scalar.text, in: names), at: scalar.position)
            return nil
        }
        return Located([width, height], at: scalar.position)
    }

    /// Point values: a single number (when `counts` has 1) or a list of one of `counts` lengths.
    private func points(
        _ node: YAMLNode, counts: [Int], what: String, shape: String, allowZero: Bool, _ d: inout Walker
    ) -> Located<[FixedDecimal]>? {
        let items: [YAMLNode]
        switch node {
        case .scalar where counts.contains(1): items = [node]
        case .sequence(let seq) where counts.contains(seq.items.count): items = seq.items
        default:
            d.diagnostics.error(.invalidValue, "\(what) must be \(shape)", at: node.position)
            return nil
        }
        var values: [FixedDecimal] = []
        for item in items {
            guard let scalar = d.scalar(item, what: "a value of \(what)") else { return nil }
            guard let value = FixedDecimal(layoutNumber: scalar), !value.isNegative, allowZero || !value.isZero,
                !(Self.largestPageSide < value)
            else {
                let range = allowZero ? "from 0" : "greater than 0"
                d.diagnostics.error(
                    .invalidValue,
                    "\(what): '\(scalar.text)' must be a number of points \(range) to \(Self.largestPageSide)"
                        + scalar.quotedNote,
                    at: scalar.position)
                return nil
            }
            values.append(value)
        }
        return Located(values, at: node.position)
    }

    /// A group level's `page_break`, `repeat_header` and `keep_together`.
    func decodePaging(_ level: YAMLMapping, into spec: inout LevelSpec, _ d: inout Walker) {
        if let node = level["page_break"], let scalar = d.scalar(node, what: "'page_break'") {
            if let value = PageBreak(rawValue: scalar.text) {
                spec.pageBreak = Located(value, at: scalar.position)
            } else {
                let names = PageBreak.allCases.map(\.rawValue)
                d.diagnostics.error(
                    .invalidValue,
                    "unknown page_break '\(scalar.text)' (use \(names.joined(separator: ", ")))"
                        + Suggestion.hint(for: scalar.text, in: names), at: scalar.position)
            }
        }
        spec.repeatHeader = level["repeat_header"].flatMap { d.bool($0, what: "'repeat_header'") }
        spec.keepTogether = level["keep_together"].flatMap { d.bool($0, what: "'keep_together'") }
    }
}

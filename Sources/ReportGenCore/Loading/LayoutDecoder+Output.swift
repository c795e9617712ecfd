extension LayoutDecoder {
    static let outputKeys = ["html", "xlsx", "csv"]
    static let htmlOutputKeys = ["collapsible"]
    static let xlsxOutputKeys = ["formulas", "author"]
    static let csvOutputKeys = ["delimiter", "decimal_separator", "bom", "formulas"]

    /// `output:` — the settings of each format; values are checked by ``LayoutChecker``.
    func decodeOutput(_ node: YAMLNode, _ d: inout Walker) -> OutputSpec? {
        guard let map = d.mapping(node, what: "'output'") else { return nil }
        d.checkKeys(
            map, allowed: Self.outputKeys, in: "'output'",
            nested: [("html", Self.htmlOutputKeys), ("xlsx", Self.xlsxOutputKeys), ("csv", Self.csvOutputKeys)])
        var spec = OutputSpec(position: map.position)
        if let node = map["html"], let html = d.mapping(node, what: "'output.html'") {
            d.checkKeys(html, allowed: Self.htmlOutputKeys, in: "'output.html'")
            spec.html.collapsible = html["collapsible"].flatMap { d.bool($0, what: "'collapsible'") }
        }
        if let node = map["xlsx"], let xlsx = d.mapping(node, what: "'output.xlsx'") {
            d.checkKeys(xlsx, allowed: Self.xlsxOutputKeys, in: "'output.xlsx'")
            spec.xlsx.formulas = xlsx["formulas"].flatMap { d.bool($0, what: "'formulas'") }
            spec.xlsx.author = xlsx["author"].flatMap { d.string($0, what: "'author'") }
        }
        if let node = map["csv"], let csv = d.mapping(node, what: "'output.csv'") {
            d.checkKeys(csv, allowed: Self.csvOutputKeys, in: "'output.csv'")
            spec.csv.delimiter = csv["delimiter"].flatMap { d.string($0, what: "'delimiter'") }
            spec.csv.decimalSeparator = csv["decimal_separator"].flatMap { d.string($0, what: "'decimal_separator'") }
            spec.csv.bom = csv["bom"].flatMap { d.bool($0, what: "'bom'") }
            spec.csv.formulas = csv["formulas"].flatMap { d.string($0, what: "'formulas'") }
        }
        return spec
    }
}

extension RowKind.Field {
    /// How a field's value reads in human-facing output (text, HTML, Markdown, Mustache): decimals
    /// with thousands separators and their places (in the layout's locale), ints as plain digits
    /// (a year, an id: `2024`, not `2,024`), dates in the field's pattern, date-times at their
    /// offset, null as empty text. A field with a number `format:` reads as it says.
    func display(_ value: Value, numbers: NumberSymbols) -> String {
        if let numberBox { return numberBox.style.format(value, places: places).text }
        switch value {
        case .decimal(let d): return d.formatted(places: places, grouping: true, symbols: numbers)
        case .int(let i): return String(i)
        case .date(let d): return pattern?.format(d) ?? d.description
        case .datetime(let t): return pattern?.format(t) ?? t.description
        default: return value.description
        }
    }
}

extension RowKind {
    /// The labels of a row of numbers alone: its numeric fields' names, capitalized ("Total").
    var numberLabels: [String] {
        fields.filter(\.type.isNumeric).map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
    }
}

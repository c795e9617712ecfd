// `rows:`: the row kinds, their fields and styles, and names clashing in generated Swift.
extension LayoutChecker {
    mutating func checkRowKinds(columns: [Column]) {
        let columnIndex = Dictionary(columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        if layout.rows.isEmpty, !diagnostics.hasErrors {
            diagnostics.error(.missingKey, "'rows' declares no row kinds", at: layout.report.position)
        }
        for kind in layout.rows {
            guard rowKindIndex[kind.name.value] == nil else {
                diagnostics.error(
                    .duplicateName, "row kind '\(kind.name.value)' is declared twice", at: kind.name.position)
                continue
            }
            var fields: [RowKind.Field] = []
            var names = Set<String>()
            var columnOwners: [Int: String] = [:]
            for field in kind.fields {
                if ["row", "when", "section", "rows"].contains(field.name.value) {
                    diagnostics.error(
                        .invalidValue, "'\(field.name.value)' is reserved in rows and cannot name a field",
                        at: field.name.position)
                    erroneousRowFields[kind.name.value, default: []].insert(field.name.value)
                    continue
                }
                guard names.insert(field.name.value).inserted else {
                    diagnostics.error(
                        .duplicateName, "field '\(field.name.value)' is declared twice", at: field.name.position)
                    continue
                }
                guard field.isValid else {
                    erroneousRowFields[kind.name.value, default: []].insert(field.name.value)
                    continue
                }
                var pattern: DatePattern?
                if let format = field.format, case .success(let p) = DatePattern.parse(format.value) {
                    pattern = p.localized(locale)
                }
                var column: Int?
                if let named = field.column {
                    column = columnIndex[named.value]
                    if column == nil {
                        let known =
                            columns.isEmpty
                            ? "the layout declares no 'columns'"
                            : "columns: \(columns.map(\.name).joined(separator: ", "))"
                        diagnostics.error(
                            .invalidColumn,
                            "field '\(field.name.value)' goes to unknown column '\(named.value)' (\(known))"
                                + Suggestion.hint(for: named.value, in: columns.map(\.name)),
                            at: named.position)
                    }
                } else {
                    column = columnIndex[field.name.value]
                }
                if let column {
                    if let owner = columnOwners[column] {
                        diagnostics.error(
                            .invalidColumn,
                            "fields '\(owner)' and '\(field.name.value)' of row kind '\(kind.name.value)' both go to "
                                + "column '\(columns[column].name)'",
                            at: field.column?.position ?? field.name.position)
                    }
                    columnOwners[column] = field.name.value
                }
                var rowField = RowKind.Field(
                    name: field.name.value, type: field.type.value.valueType, places: field.places?.value,
                    pattern: pattern, column: column)
                if let style = field.numberStyle?.value {
                    rowField.number = LocalizedNumberStyle(style, patterns: locale.patterns)
                    // `places` of a percent counts the percent's places: the value keeps two more.
                    if style.percent, let places = rowField.places {
                        rowField.places = min(places + 2, FixedDecimal.maxScale)
                    }
                }
                fields.append(rowField)
            }
            rowKindIndex[kind.name.value] = rowKinds.count
            var rowKind = RowKind(
                name: kind.name.value, height: kind.height.value, band: kind.band.value, fields: fields,
                style: Self.rowStyle(kind.style, over: layout.style.rows))
            rowKind.hasOwnStyle = !kind.style.isEmpty
            rowKinds.append(rowKind)
        }
    }

    /// Warns where `codegen swift` would give two kinds, or two fields of a kind, one Swift name:
    /// the layout renders, but its generated enum would not compile.
    mutating func checkSwiftNames() {
        warnOfSwiftNameClashes(layout.rows.map(\.name), "row kinds")
        var seen = Set<String>()
        for kind in layout.rows where seen.insert(kind.name.value).inserted {
            warnOfSwiftNameClashes(kind.fields.map(\.name), "fields", of: " of row kind '\(kind.name.value)'")
        }
    }

    private mutating func warnOfSwiftNameClashes(_ all: [Located<String>], _ what: String, of owner: String = "") {
        var seen = Set<String>()
        let names = all.filter { seen.insert($0.value).inserted }  // a repeated name is reported as such
        for clash in SwiftRowEnumGenerator.clashes(names.map(\.value)) {
            diagnostics.warning(
                .swiftNameClash,
                "\(what) '\(names[clash.earlier].value)' and '\(names[clash.index].value)'\(owner) are both "
                    + "'\(clash.swiftName)' in Swift; rename one for `codegen swift`",
                at: names[clash.index].position)
        }
    }
}

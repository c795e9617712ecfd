// `input:`: the fields (typed slots), computed fields and `sorted_by`.
extension LayoutChecker {
    struct InputDraft {
        var fields: [InputPlan.Field] = []
        var computed: [(name: String, slot: Int, expression: Expr, position: SourcePosition)] = []
        var sortedBy: [(name: String, slot: Int, descending: Bool)] = []
        var format: InputFormat?
        var dialect = InputPlan.Dialect()
        var plan: InputPlan {
            InputPlan(fields: fields, computed: computed, sortedBy: sortedBy, format: format, dialect: dialect)
        }
    }

    mutating func checkInputFields() -> InputDraft {
        var draft = InputDraft()
        draft.format = layout.input.format?.value
        draft.dialect = InputPlan.Dialect(layout.input.dialect)
        if layout.input.fields.isEmpty, !diagnostics.hasErrors {
            diagnostics.error(.missingKey, "'input.fields' declares no fields", at: layout.input.position)
        }
        for field in layout.input.fields {
            guard baseScope.fields[field.name.value] == nil else {
                diagnostics.error(
                    .duplicateName, "field '\(field.name.value)' is declared twice", at: field.name.position)
                continue
            }
            var pattern: DatePattern?
            if let format = field.format, case .success(let p) = DatePattern.parse(format.value) {
                if field.type.value == .date, !p.canParseDates {
                    diagnostics.error(
                        .invalidFormat, "format '\(format.value)' must name a year, a month and a day to read dates",
                        at: format.position)
                }
                // The default pattern has a fast parser of its own.
                pattern = p == .iso ? nil : p.localized(locale)
            }
            var seenRaw = Set<String>()
            var enumValues: [(raw: [UInt8], label: Value)] = []
            for (raw, label) in field.enumValues {
                if !seenRaw.insert(raw.value).inserted {
                    diagnostics.error(.duplicateName, "enum value '\(raw.value)' is listed twice", at: raw.position)
                }
                enumValues.append((Array(raw.value.utf8), .string(label)))
            }
            baseScope.fields[field.name.value] = .init(
                slot: draft.fields.count, type: field.isValid ? field.type.value.valueType : .null)
            if !field.isValid { baseScope.erroneous.insert(field.name.value) }
            draft.fields.append(
                InputPlan.Field(
                    name: field.name.value, column: field.columnName, type: field.type.value,
                    places: field.places?.value,
                    pattern: pattern, optional: field.optional, enumValues: enumValues, isUsed: false,
                    timeZone: field.type.value == .datetime ? timeZone : nil))
            draft.fields[draft.fields.count - 1].applyDialect(of: field, input: layout.input.dialect)
        }
        return draft
    }

    mutating func checkComputed(slotBase: Int) -> [(
        name: String, slot: Int, expression: Expr, position: SourcePosition
    )] {
        var result: [(name: String, slot: Int, expression: Expr, position: SourcePosition)] = []
        for computed in layout.input.computed {
            guard baseScope.fields[computed.name.value] == nil else {
                diagnostics.error(
                    .duplicateName, "computed field '\(computed.name.value)' has the name of another field",
                    at: computed.name.position)
                continue
            }
            let slot = slotBase + result.count
            var computedScope = scope(aggregates: false, context: "input.computed")
            computedScope.declaredLater = Set(
                layout.input.computed.map(\.name.value).filter {
                    computedScope.fields[$0] == nil && $0 != computed.name.value
                })
            guard let (expr, type) = expression(computed.expression, scope: computedScope) else {
                // Keep the name known so later uses do not report it as unknown, or mistyped, too.
                baseScope.fields[computed.name.value] = .init(slot: slot, type: .null)
                baseScope.erroneous.insert(computed.name.value)
                result.append((computed.name.value, slot, .literal(.null), start(of: computed.expression)))
                continue
            }
            baseScope.fields[computed.name.value] = .init(slot: slot, type: type)
            result.append((computed.name.value, slot, expr, start(of: computed.expression)))
        }
        return result
    }

    /// `sorted_by` entries: `FIELD`, `FIELD asc` or `FIELD desc`.
    mutating func checkSortedBy() -> [(name: String, slot: Int, descending: Bool)] {
        layout.input.sortedBy.compactMap { entry in
            let words = entry.value.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first else {
                diagnostics.error(.invalidValue, "a 'sorted_by' entry needs a field name", at: entry.position)
                return nil
            }
            let name = String(first)
            let offset = entry.value.distance(from: entry.value.startIndex, to: first.startIndex)
            guard let field = baseScope.fields[name] else {
                diagnostics.error(
                    .unknownName,
                    "'sorted_by' names unknown field '\(name)'" + Suggestion.hint(for: name, in: baseScope.fields.keys),
                    at: entry.position.advanced(by: offset))
                return nil
            }
            var descending = false
            if words.count > 1 {
                let direction = String(words[1])
                let at = entry.position.advanced(
                    by: entry.value.distance(from: entry.value.startIndex, to: words[1].startIndex))
                switch direction {
                case "asc": descending = false
                case "desc": descending = true
                default:
                    diagnostics.error(
                        .invalidValue,
                        "'\(direction)' is not a sort direction (use asc or desc)"
                            + Suggestion.hint(for: direction, in: ["asc", "desc"]),
                        at: at)
                    return nil
                }
                if words.count > 2 {
                    diagnostics.error(
                        .invalidValue, "a 'sorted_by' entry is FIELD, FIELD asc or FIELD desc; found '\(entry.value)'",
                        at: entry.position)
                    return nil
                }
            }
            slotReads[field.slot, default: 0] += 1
            return (name, field.slot, descending)
        }
    }
}

// Emitters: the rows `header`, `detail`, `footer`, `missing` and `empty` make.
extension LayoutChecker {
    /// Checks emitters; returns them and whether any reads an aggregate.
    mutating func emitters(_ specs: [EmitterSpec], scope: ExpressionScope) -> ([EmitterPlan], Bool) {
        var plans: [EmitterPlan] = []
        for spec in specs {
            switch spec {
            case .section(let section):
                let when = section.when.flatMap { condition($0, scope: scope) }
                let (rows, _) = emitters(section.rows, scope: scope)
                plans.append(
                    .section(
                        name: section.name.value, when: when,
                        position: section.when.map(start(of:)) ?? section.name.position, rows: rows))
            case .row(let row):
                if let plan = rowEmitter(row, scope: scope) { plans.append(.row(plan)) }
            }
        }
        return (plans, plans.contains(where: \.usesAggregates))
    }

    private mutating func rowEmitter(_ row: RowEmitterSpec, scope: ExpressionScope) -> RowEmitterPlan? {
        guard let kindIndex = rowKindIndex[row.kind.value] else {
            // A close name, or else the kinds there are.
            let declared = " (the layout declares \(rowKinds.map(\.name).joined(separator: ", ")))"
            let hint = Suggestion.closest(to: row.kind.value, in: rowKindIndex.keys).map { "; did you mean '\($0)'?" }
            diagnostics.error(
                .unknownRowKind, "unknown row kind '\(row.kind.value)'" + (hint ?? declared), at: row.kind.position)
            return nil
        }
        emittedKinds.insert(kindIndex)
        let kind = rowKinds[kindIndex]
        // A kind that tried to name a field `when` is reported: its rows' `when` was meant as that field.
        let meantAsField = erroneousRowFields[kind.name]?.contains("when") == true
        let when = meantAsField ? nil : row.when.flatMap { condition($0, scope: scope) }
        var given: [String: YAMLScalar] = [:]
        // A kind with a field named `id`: the emitter's `id:` is that field's value, and the row's identity.
        if let id = row.id, kind.fields.contains(where: { $0.name == "id" }) { given["id"] = id }
        for (name, value) in row.fields {
            if kind.fields.contains(where: { $0.name == name.value }) {
                given[name.value] = value
            } else if erroneousRowFields[kind.name]?.contains(name.value) != true {
                let hint = Suggestion.hint(for: name.value, in: kind.fields.map(\.name) + ["when", "id"])
                let declared =
                    kind.fields.isEmpty
                    ? "declares no fields" : "declares \(kind.fields.map(\.name).joined(separator: ", "))"
                diagnostics.error(
                    .unknownField, "row kind '\(kind.name)' has no field '\(name.value)' (it \(declared))\(hint)",
                    at: name.position)
            }
        }
        var values: [RowEmitterPlan.FieldValue] = []
        var positions: [SourcePosition] = []
        var complete = true
        for field in kind.fields {
            guard let text = given[field.name] else {
                diagnostics.error(
                    .missingField, "row '\(kind.name)' needs a value for field '\(field.name)'", at: row.kind.position)
                complete = false
                continue
            }
            if field.type == .string {
                guard let t = template(text, scope: scope) else {
                    complete = false
                    continue
                }
                // `category: Category` shows the word, not the field: the usual slip, as every other
                // type's value is an expression.
                if t.parts.count == 1, case .text(let literal) = t.parts[0], scope.fields[literal] != nil {
                    diagnostics.warning(
                        .suspicious,
                        "field '\(field.name)' is the text '\(literal)', the name of a field; a string field's value "
                            + "is a template: write '{\(literal)}' to show the field's value",
                        at: start(of: text))
                }
                values.append(.template(t))
                positions.append(start(of: text))
            } else {
                guard let (expr, type) = expression(text, scope: scope) else {
                    complete = false
                    continue
                }
                guard fits(type, into: field.type) || (field.type == .int && type == .decimal && expr.isWholeNumber)
                else {
                    let extra =
                        field.type == .int && type == .decimal
                        ? " (an int field takes a decimal only rounded to a whole number: round(x) or round(x, 0))"
                        : ""
                    diagnostics.error(
                        .typeMismatch, "field '\(field.name)' is \(field.type), but the value is \(type)\(extra)",
                        at: start(of: text))
                    complete = false
                    continue
                }
                values.append(.expression(expr, type: field.type, places: field.places))
                positions.append(start(of: text))
            }
        }
        let idField = kind.fields.firstIndex { $0.name == "id" }
        let id = idField == nil ? row.id.flatMap { expression($0, scope: scope)?.0 } : nil
        guard complete else { return nil }
        var plan = RowEmitterPlan(
            kind: kindIndex, when: when, id: id, idField: idField, fields: values, position: row.kind.position,
            whenPosition: row.when.map(start(of:)) ?? row.kind.position,
            idPosition: row.id.map(start(of:)) ?? row.kind.position, fieldPositions: positions)
        plan.readsContinued = scope.hasContinued && plan.fields.contains(where: \.readsContinued)
        return plan
    }

    private func fits(_ type: ValueType, into target: ValueType) -> Bool {
        type == target || type == .null || (target == .decimal && type == .int)
    }

    func firstNonSpace(_ text: String) -> Int {
        text.unicodeScalars.prefix { $0 == " " }.count
    }
}

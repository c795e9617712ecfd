// `report.groups`: the levels, their keys and their scopes.
extension LayoutChecker {
    struct LevelDrafts {
        var plans: [LevelPlan] = []
    }

    mutating func checkLevels() -> LevelDrafts {
        var drafts = LevelDrafts()
        for (index, level) in layout.report.groups.enumerated() {
            var key: Expr?
            var declaredKeys: (values: [Value], slot: Int)?
            if level.isSourceLevel {
                if layout.sources == nil {
                    diagnostics.error(
                        .invalidSourceLevel, "'by: source' needs a 'sources:' list in the layout", at: level.by.position
                    )
                } else if index != 0 {
                    diagnostics.error(
                        .invalidSourceLevel, "'by: source' must be the outermost group level", at: level.by.position)
                }
            } else {
                let checked = expression(level.by, scope: scope(aggregates: false, context: "'by'"))?.0
                key = checked ?? .literal(.null)
                // A key that does not check is reported already: `all_values` says nothing more of it.
                if let allValues = level.allValues, allValues.value, let key = checked {
                    declaredKeys = self.declaredKeys(of: key, by: level.by, at: allValues.position)
                    if let keys = declaredKeys,
                        let sorted = sortedBy.first(where: { $0.slot == keys.slot && $0.descending })
                    {
                        let order = keys.values.map(\.description).joined(separator: ", ")
                        diagnostics.error(
                            .invalidOption,
                            "'all_values' shows the groups of '\(sorted.name)' in their declared order (\(order)), "
                                + "but 'sorted_by' asks for '\(sorted.name) desc': no records could be in both orders; "
                                + "sort '\(sorted.name)' ascending, or leave out 'all_values'",
                            at: allValues.position)
                    }
                }
                var misplaced = [(level.missing, "missing", level.missingPosition)]
                if declaredKeys == nil { misplaced.insert((level.empty, "empty", level.emptyPosition), at: 0) }
                // The grammar gives every level `empty` and `missing`, but only a source can be
                // missing and only a source or a declared value can have no records: rows that can
                // never show are a warning (an error with --strict), not a reason to refuse the layout.
                for (list, name, position) in misplaced where !list.isEmpty {
                    diagnostics.warning(
                        .invalidSourceLevel,
                        "'\(name)' rows of this level never show: they apply only to the 'by: source' level"
                            + (name == "empty" ? " and to levels with 'all_values: true'" : ""),
                        at: position ?? level.position)
                }
            }
            if level.isSourceLevel, let allValues = level.allValues, allValues.value {
                diagnostics.error(
                    .invalidOption, "'all_values' applies to a level keyed by an enum field, not to 'by: source'",
                    at: allValues.position)
            }
            let levelScope = scope(aggregates: true)
            var headerScope = levelScope
            headerScope.hasContinued = true
            let scopePlan = AggregateLowering.scope(
                header: emitters(level.header, scope: headerScope), footer: emitters(level.footer, scope: levelScope).0,
                empty: [])
            drafts.plans.append(
                LevelPlan(
                    key: key, keyText: level.by.text, keyPosition: start(of: level.by), scope: scopePlan,
                    declaredKeys: declaredKeys,
                    empty: AggregateLowering.overNoRecords(emitters(level.empty, scope: levelScope).0),
                    missing: AggregateLowering.overNoRecords(emitters(level.missing, scope: levelScope).0)))
        }
        return drafts
    }

    /// The declared values of an `all_values` level's key, which must be an enum input field.
    private mutating func declaredKeys(of key: Expr, by: YAMLScalar, at position: SourcePosition) -> (
        values: [Value], slot: Int
    )? {
        guard case .field(let slot) = key, slot < inputFields.count, inputFields[slot].type == .enum else {
            diagnostics.error(
                .invalidOption,
                "'all_values' needs a level keyed by an enum input field (such as 'by: group'); "
                    + "'\(by.text)' is not one", at: position)
            return nil
        }
        var values: [Value] = []
        for (_, label) in inputFields[slot].enumValues where !values.contains(label) { values.append(label) }
        return (values, slot)
    }
}

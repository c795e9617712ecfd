extension TextRenderer {
    /// How the renderer draws one kind's rows without columns, worked out once, when the report
    /// begins: read per row as one value, where it lies, so a row reads no arrays of its kind's
    /// lines, indent and fields.
    struct LinePlan {
        /// Blank lines above the row (a taller row takes more).
        var extraLines: Int
        /// The spaces of the kind's style's indent (two a step; the checker allows at most 100
        /// steps), to which a row adds two for each level it is below the first.
        var indentSpaces: Int
        /// The kind's text fields, then its number fields: ranges of ``LinePlans/fields``.
        var texts: Range<Int>
        var numbers: Range<Int>
        /// Whether a number field has a `format:` (its text comes from ``RowKind/Field/number``):
        /// read once a row, so a kind without one takes the plain path alone.
        var formatted: Bool
    }

    /// One field the line shows: its index in the row, and for a number its places (or -1).
    struct LineField {
        var index: Int
        var places: Int

        /// The places, or `nil` for none.
        @inline(__always)
        var decimalPlaces: Int? { places < 0 ? nil : places }
    }

    /// Every kind's ``LinePlan``, and the fields they show, in one buffer each.
    struct LinePlans {
        let plans: FixedBuffer<LinePlan>
        let fields: FixedBuffer<LineField>

        init(_ kinds: [RowKind]) {
            var plans: [LinePlan] = []
            var shown: [LineField] = []
            for kind in kinds {
                let fields = kind.fields.indices
                let textStart = shown.count
                shown += fields.filter { !kind.fields[$0].type.isNumeric }.map { LineField(index: $0, places: -1) }
                let numberStart = shown.count
                shown += fields.filter { kind.fields[$0].type.isNumeric }.map {
                    LineField(index: $0, places: kind.fields[$0].places ?? -1)
                }
                plans.append(
                    LinePlan(
                        extraLines: TextRenderer.lines(forHeight: kind.height) - 1,
                        indentSpaces: 2 * RowStyle.indentSteps(level: 1, indent: min(kind.style.indent, 1 << 20)),
                        texts: textStart..<numberStart, numbers: numberStart..<shown.count,
                        formatted: kind.fields.contains { $0.number != nil }))
            }
            self.plans = FixedBuffer(plans)
            self.fields = FixedBuffer(shown)
        }

        /// The plan of `kind`, one of the kinds the plans were made for.
        @inline(__always)
        func plan(ofKind kind: Int) -> LinePlan {
            precondition(kind >= 0 && kind < plans.count, "a row's kind is one of the report's kinds")
            return plans[kind]
        }
    }
}

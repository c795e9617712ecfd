/// A row kind as renderers see it: name, height, band rule and typed fields.
package struct RowKind: Sendable, Hashable {
    /// One typed field of a row kind.
    struct Field: Sendable, Hashable {
        var name: String
        var type: ValueType
        /// For decimals: the places values are rounded to.
        var places: Int?
        /// For dates: how text renderers show them.
        var pattern: DatePattern?
        /// The report column the field goes to (an index into ``RenderSchema/columns``), or `nil`.
        var column: Int? = nil
        /// For a header or footer field that is one aggregate of a detail field: which (a
        /// spreadsheet writes it as a formula over the group's detail cells); `nil` otherwise.
        var subtotal: Subtotal? = nil
        /// For a text field that every row fills from one formatted number or date hole
        /// (`"{shares:,}"`): that format, so a spreadsheet can show the value it reads back as a
        /// typed cell (see ``ReportPlan/markTemplateFormats()``); `nil` otherwise.
        var shownAs: ValueFormat? = nil
        /// `format:` of an int or decimal field, in the layout's locale: what text renderers
        /// show and the Excel number format a workbook gives its cells; `nil` without one (the
        /// plain path, with no per-cell cost).
        var number: LocalizedNumberStyle? {
            get { numberBox?.style }
            set { numberBox = newValue.map(LocalizedNumberStyle.Box.init) }
        }
        /// ``number``, held by reference: a field without a format stays as small as before, and
        /// the plain path reads one word to know it.
        private(set) var numberBox: LocalizedNumberStyle.Box? = nil
    }

    /// A header or footer field whose value is `sum`, `count`, `avg`, `min` or `max` of what one
    /// detail field shows, over the records of the row's group (or the report, at level 0): every
    /// record of the group shows that field once, in a row of `kind`, so the aggregate is the
    /// same function of those rows' cells.
    ///
    /// ```swift
    /// // footer: [ { row: footer, total: "sum(amount)" } ], detail: [ { row: item, amount: amount } ]
    /// kinds[footer].fields[0].subtotal   // Subtotal(function: .sum, kind: item, field: 0)
    /// ```
    struct Subtotal: Sendable, Hashable {
        /// `sum`, `count`, `avg`, `min` or `max`.
        var function: AggregateFunction
        /// The detail row kind whose field the aggregate reads.
        var kind: Int
        /// The index of that field in the kind's fields.
        var field: Int
    }

    package var name: String
    /// Points, carried on every row of the kind.
    var height: FixedDecimal
    var band: BandRule
    var fields: [Field]
    /// The kind's look (its own `style:` over the report-wide defaults).
    var style: RowStyle = .plain
    /// Whether the kind has a `style:` of its own (one without is bold where it heads or closes
    /// the report or an outermost group, whatever the report-wide defaults; see
    /// ``ColumnGrid/isBold(_:kind:)``).
    var hasOwnStyle = false
}

/// Checks a decoded ``Layout`` against the language's rules and builds its ``ReportPlan``.
///
/// Every problem is collected (names, types, row kinds, fields, formats, placement of
/// aggregates), each pointing at the offending character; the plan is returned only when there
/// are no errors.
///
/// This file holds the state and the order of the checks (``run()``); each concern is an
/// extension of its own: `+Locale`, `+Parameters`, `+Input`, `+Sources`, `+RowKinds`, `+Styles`,
/// `+Levels`, `+Emitters`, `+Expressions`, `+Page` and `+Output`.
struct LayoutChecker {
    var diagnostics: DiagnosticCollector
    let layout: Layout
    var baseScope = ExpressionScope()
    var rowKinds: [RowKind] = []
    var rowKindIndex: [String: Int] = [:]
    /// Per row kind, the fields declared with an unknown type (reported there): an emitter that
    /// gives one a value is not told the kind has no such field.
    var erroneousRowFields: [String: Set<String>] = [:]
    /// How many places read each slot (see ``InputPlan/Field/reads``); a slot read nowhere is not
    /// in it (see ``InputPlan/Field/isUsed``).
    var slotReads: [Int: Int] = [:]
    var emittedKinds = Set<Int>()
    /// The input fields as checked, by slot (for `all_values`).
    var inputFields: [InputPlan.Field] = []
    /// `input.sorted_by` as checked (for `all_values`, whose groups come in declared order).
    var sortedBy: [(name: String, slot: Int, descending: Bool)] = []
    /// `locale:` and `input.time_zone`, resolved before anything else is checked.
    var locale = ReportLocale.posix
    var timeZone: ReportTimeZone?

    /// Checks `layout`; returns the plan, or `nil` when an error was found.
    static func check(_ layout: Layout, diagnostics: inout DiagnosticCollector) -> ReportPlan? {
        var checker = LayoutChecker(diagnostics: diagnostics, layout: layout)
        let plan = checker.run()
        diagnostics = checker.diagnostics
        return diagnostics.hasErrors ? nil : plan
    }

    private init(diagnostics: DiagnosticCollector, layout: Layout) {
        self.diagnostics = diagnostics
        self.layout = layout
    }

    private mutating func run() -> ReportPlan {
        checkLocaleAndTimeZone()
        let parameters = checkParameters()
        var input = checkInputFields()
        inputFields = input.fields
        baseScope.hasSources = layout.sources != nil
        let sources = checkSources()
        input.computed = checkComputed(slotBase: input.fields.count)
        input.sortedBy = checkSortedBy()
        sortedBy = input.sortedBy
        let columns = checkColumns()
        checkRowKinds(columns: columns)
        checkSwiftNames()
        let levels = checkLevels()
        checkMissingRows()
        let report = layout.report
        let detail = emitters(report.detail, scope: scope(aggregates: false, context: "report.detail"))
        let reportScope = AggregateLowering.scope(
            header: emitters(report.header, scope: scope(aggregates: true)),
            footer: emitters(report.footer, scope: scope(aggregates: true)).0,
            empty: emitters(report.empty, scope: scope(aggregates: true)).0)
        var levelPlans = levels.plans
        let style = checkReportStyle()
        checkContrast()
        let titleHeight =
            columns.contains { $0.title != nil } ? PagePlan.baseFontSize(style) * 18 / 10 : 0
        let page = checkPage(levels: &levelPlans, bodyKinds: emittedKinds, titleHeight: titleHeight)
        let output = checkOutput()
        for kind in layout.rows where !diagnostics.hasErrors {
            if let index = rowKindIndex[kind.name.value], !emittedKinds.contains(index) {
                diagnostics.warning(
                    .suspicious, "row kind '\(kind.name.value)' is declared but no row emits it", at: kind.name.position
                )
            }
        }
        // Counted last, when every expression has been checked.
        for i in input.fields.indices {
            input.fields[i].reads = slotReads[i] ?? 0
            input.fields[i].isUsed = slotReads[i] != nil
        }
        var plan = ReportPlan(
            file: layout.file, title: layout.title?.value, input: input.plan, sources: sources,
            declaresSources: layout.sources != nil, rowKinds: rowKinds, columns: columns, style: style,
            parameters: parameters, levels: levelPlans, detail: detail.0, reportScope: reportScope,
            slotCount: baseScope.fields.count)
        plan.page = page
        plan.locale = locale
        plan.output = output
        plan.markSubtotals()
        plan.markTemplateFormats()
        return plan
    }

    // MARK: Scopes

    func scope(aggregates: Bool, context: String = "here") -> ExpressionScope {
        var s = baseScope
        s.allowsAggregates = aggregates
        s.aggregateContext = context
        return s
    }
}

/// Checks a decoded ``Layout`` against the language's rules and builds its ``ReportPlan``.
///
/// Every problem is collected (names, types, row kinds, fields, formats, placement of
/// aggregates), each pointing at the offending character; the plan is returned only when there
/// are no errors.
struct LayoutChecker {
    var diagnostics: DiagnosticCollector
    let layout: Layout
    var baseScope = ExpressionScope()
    var rowKinds: [RowKind] = []
    var rowKindIndex: [String: Int] = [:]
    private var usedSlots = Set<Int>()
    var emittedKinds = Set<Int>()
    /// The input fields as checked, by slot (for `all_values`).
    private var inputFields: [InputPlan.Field] = []
    /// `locale:` and `input.time_zone`, resolved before anything else is checked.
    private var locale = ReportLocale.posix
    private var timeZone: ReportTimeZone?

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
        let columns = checkColumns()
        checkRowKinds(columns: columns)
        checkSwiftNames()
        let levels = checkLevels()
        let report = layout.report
        let detail = emitters(report.detail, scope: scope(aggregates: false, context: "report.detail"))
        let reportScope = AggregateLowering.scope(
            header: emitters(report.header, scope: scope(aggregates: true)),
            footer: emitters(report.footer, scope: scope(aggregates: true)).0,
            empty: emitters(report.empty, scope: scope(aggregates: true)).0)
        for i in input.fields.indices where usedSlots.contains(i) { input.fields[i].isUsed = true }
        var levelPlans = levels.plans
        let style = checkReportStyle()
        let titleHeight =
            columns.contains { $0.title != nil } ? PagePlan.baseFontSize(style) * 18 / 10 : 0
        let page = checkPage(levels: &levelPlans, bodyKinds: emittedKinds, titleHeight: titleHeight)
        for kind in layout.rows where !diagnostics.hasErrors {
            if let index = rowKindIndex[kind.name.value], !emittedKinds.contains(index) {
                diagnostics.warning(
                    .suspicious, "row kind '\(kind.name.value)' is declared but no row emits it", at: kind.name.position
                )
            }
        }
        var plan = ReportPlan(
            file: layout.file, title: layout.title?.value, input: input.plan, sources: sources,
            declaresSources: layout.sources != nil, rowKinds: rowKinds, columns: columns, style: style,
            parameters: parameters, levels: levelPlans, detail: detail.0, reportScope: reportScope,
            slotCount: baseScope.fields.count)
        plan.page = page
        plan.locale = locale
        return plan
    }

    // MARK: Scopes

    func scope(aggregates: Bool, context: String = "here") -> ExpressionScope {
        var s = baseScope
        s.allowsAggregates = aggregates
        s.aggregateContext = context
        return s
    }

    // MARK: Parameters and input

    private mutating func checkParameters() -> [ParameterPlan] {
        var seen = Set<String>()
        var plans: [ParameterPlan] = []
        for p in layout.parameters {
            guard seen.insert(p.name.value).inserted else {
                diagnostics.error(.duplicateName, "parameter '\(p.name.value)' is declared twice", at: p.name.position)
                continue
            }
            var defaultValue: Value?
            if let text = p.defaultValue {
                switch ValueParser.parse(
                    text: text.text, as: p.type.value, places: nil, pattern: nil, enumValues: [], timeZone: timeZone)
                {
                case .success(let v): defaultValue = v
                case .failure(let problem):
                    diagnostics.error(
                        .typeMismatch, "default of parameter '\(p.name.value)': \(problem.message)", at: text.position)
                }
            }
            baseScope.parameters[p.name.value] = (plans.count, p.type.value.valueType)
            plans.append(
                ParameterPlan(
                    name: p.name.value, type: p.type.value, defaultValue: defaultValue,
                    timeZone: p.type.value == .datetime ? timeZone : nil))
        }
        return plans
    }

    private struct InputDraft {
        var fields: [InputPlan.Field] = []
        var computed: [(name: String, slot: Int, expression: Expr, position: SourcePosition)] = []
        var sortedBy: [(name: String, slot: Int, descending: Bool)] = []
        var format: InputFormat?
        var dialect = InputPlan.Dialect()
        var plan: InputPlan {
            InputPlan(fields: fields, computed: computed, sortedBy: sortedBy, format: format, dialect: dialect)
        }
    }

    private mutating func checkInputFields() -> InputDraft {
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

    private mutating func checkComputed(slotBase: Int) -> [(
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
            guard
                let (expr, type) = expression(
                    computed.expression, scope: scope(aggregates: false, context: "input.computed"))
            else {
                // Keep the name known so later uses do not report it as unknown too.
                baseScope.fields[computed.name.value] = .init(slot: slot, type: .null)
                result.append((computed.name.value, slot, .literal(.null), start(of: computed.expression)))
                continue
            }
            baseScope.fields[computed.name.value] = .init(slot: slot, type: type)
            result.append((computed.name.value, slot, expr, start(of: computed.expression)))
        }
        return result
    }

    /// `sorted_by` entries: `FIELD`, `FIELD asc` or `FIELD desc`.
    private mutating func checkSortedBy() -> [(name: String, slot: Int, descending: Bool)] {
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
            usedSlots.insert(field.slot)
            return (name, field.slot, descending)
        }
    }

    private mutating func checkSources() -> [SourcePlan] {
        var seen = Set<String>()
        return (layout.sources ?? []).compactMap { source in
            guard seen.insert(source.name.value).inserted else {
                diagnostics.error(
                    .duplicateName, "source '\(source.name.value)' is declared twice", at: source.name.position)
                return nil
            }
            return SourcePlan(
                name: source.name.value, title: source.title?.value ?? source.name.value, path: source.path?.value,
                origin: checkOrigin(source))
        }
    }

    // MARK: Locale and time zone

    private mutating func checkLocaleAndTimeZone() {
        if let name = layout.locale {
            if let found = ReportLocale(identifier: name.value) {
                locale = found
            } else {
                diagnostics.error(.invalidValue, Self.unknownLocaleMessage(name.value), at: name.position)
            }
        }
        if let name = layout.input.timeZone {
            if let found = ReportTimeZone(identifier: name.value) {
                timeZone = found
            } else {
                diagnostics.error(
                    .invalidValue,
                    "unknown time zone '\(name.value)' (use an IANA name such as Europe/Berlin, America/New_York "
                        + "or UTC)" + Suggestion.hint(for: name.value, in: ReportTimeZone.knownIdentifiers),
                    at: name.position)
            }
        }
    }

    static func unknownLocaleMessage(_ name: String) -> String {
        let language = name.prefix { $0 != "-" }
        let regional = ReportLocale.identifiers.filter { $0.hasPrefix(language + "-") }
        if name.contains("-"), !regional.isEmpty {
            return "unknown locale '\(name)': \(language) comes as \(language) or "
                + regional.joined(separator: ", ") + Suggestion.hint(for: name, in: regional)
        }
        return "unknown locale '\(name)' (use en, de, fr, es, it, nl, pt, sv or pl, alone or with a region such as "
            + "de-AT)" + Suggestion.hint(for: name, in: ReportLocale.identifiers)
    }

    // MARK: Row kinds

    private mutating func checkRowKinds(columns: [Column]) {
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
                    continue
                }
                guard names.insert(field.name.value).inserted else {
                    diagnostics.error(
                        .duplicateName, "field '\(field.name.value)' is declared twice", at: field.name.position)
                    continue
                }
                guard field.isValid else { continue }
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
                fields.append(
                    RowKind.Field(
                        name: field.name.value, type: field.type.value.valueType, places: field.places?.value,
                        pattern: pattern, column: column))
            }
            rowKindIndex[kind.name.value] = rowKinds.count
            rowKinds.append(
                RowKind(
                    name: kind.name.value, height: kind.height.value, band: kind.band.value, fields: fields,
                    style: Self.rowStyle(kind.style, over: layout.style.rows)))
        }
    }

    /// Warns where `codegen swift` would give two kinds, or two fields of a kind, one Swift name:
    /// the layout renders, but its generated enum would not compile.
    private mutating func checkSwiftNames() {
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

    // MARK: Levels

    private struct LevelDrafts {
        var plans: [LevelPlan] = []
    }

    private mutating func checkLevels() -> LevelDrafts {
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
                key = expression(level.by, scope: scope(aggregates: false, context: "'by'"))?.0 ?? .literal(.null)
                if let allValues = level.allValues, allValues.value, let key {
                    declaredKeys = self.declaredKeys(of: key, by: level.by, at: allValues.position)
                }
                var misplaced = [(level.missing, "missing")]
                if declaredKeys == nil { misplaced.insert((level.empty, "empty"), at: 0) }
                for (list, name) in misplaced where !list.isEmpty {
                    diagnostics.error(
                        .invalidSourceLevel,
                        "'\(name)' applies only to the 'by: source' level"
                            + (name == "empty" ? " and to levels with 'all_values: true'" : ""), at: level.position)
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

    // MARK: Emitters

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
            diagnostics.error(
                .unknownRowKind,
                "unknown row kind '\(row.kind.value)'" + Suggestion.hint(for: row.kind.value, in: rowKindIndex.keys),
                at: row.kind.position)
            return nil
        }
        emittedKinds.insert(kindIndex)
        let kind = rowKinds[kindIndex]
        let when = row.when.flatMap { condition($0, scope: scope) }
        var given: [String: YAMLScalar] = [:]
        // A kind with a field named `id`: the emitter's `id:` is that field's value, and the row's identity.
        if let id = row.id, kind.fields.contains(where: { $0.name == "id" }) { given["id"] = id }
        for (name, value) in row.fields {
            if kind.fields.contains(where: { $0.name == name.value }) {
                given[name.value] = value
            } else {
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
                values.append(.template(t))
                positions.append(start(of: text))
            } else {
                guard let (expr, type) = expression(text, scope: scope) else {
                    complete = false
                    continue
                }
                guard fits(type, into: field.type) else {
                    let extra =
                        field.type == .int && type == .decimal
                        ? " (an int field cannot take a decimal; use round())" : ""
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

    private func firstNonSpace(_ text: String) -> Int {
        text.unicodeScalars.prefix { $0 == " " }.count
    }

    // MARK: Expressions and templates

    mutating func expression(_ scalar: YAMLScalar, scope: ExpressionScope) -> (Expr, ValueType)? {
        let syntax: Syntax
        do {
            syntax = try ExpressionParser.parse(scalar.text)
        } catch {
            diagnostics.error(.expressionSyntax, error.message, at: scalar.position(ofOffset: error.offset))
            return nil
        }
        return typed(syntax, scalar: scalar, base: 0, scope: scope)
    }

    private mutating func typed(_ syntax: Syntax, scalar: YAMLScalar, base: Int, scope: ExpressionScope) -> (
        Expr, ValueType
    )? {
        do {
            var (expr, type) = try ExpressionChecker(scope: scope).check(syntax)
            expr.visit { if case .field(let slot) = $0 { usedSlots.insert(slot) } }
            if locale != .posix {
                let locale = self.locale
                expr = expr.rewritten {
                    if case .format(let e, let f) = $0 { .format(e, f.localized(locale)) } else { nil }
                }
            }
            return (expr, type)
        } catch {
            diagnostics.error(error.rule, error.message, at: scalar.position(ofOffset: base + error.offset))
            return nil
        }
    }

    /// Where an expression's text starts (its first non-space character, inside any quotes).
    func start(of scalar: YAMLScalar) -> SourcePosition {
        scalar.position(ofOffset: firstNonSpace(scalar.text))
    }

    private mutating func condition(_ scalar: YAMLScalar, scope: ExpressionScope) -> Expr? {
        guard let (expr, type) = expression(scalar, scope: scope) else { return nil }
        guard type == .bool || type == .null else {
            diagnostics.error(
                .typeMismatch, "'when' needs a bool, found \(type)",
                at: start(of: scalar))
            return nil
        }
        return expr
    }

    private mutating func template(_ scalar: YAMLScalar, scope: ExpressionScope) -> Template? {
        let syntax: TemplateSyntax
        do {
            syntax = try TemplateSyntax.parse(scalar.text)
        } catch {
            diagnostics.error(.templateSyntax, error.message, at: scalar.position(ofOffset: error.offset))
            return nil
        }
        var parts: [Template.Part] = []
        var ok = true
        for part in syntax.parts {
            switch part {
            case .text(let s): parts.append(.text(s))
            case .hole(let text, let offset, let formatText):
                let tree: Syntax
                do {
                    tree = try ExpressionParser.parse(text)
                } catch {
                    diagnostics.error(
                        .expressionSyntax, error.message, at: scalar.position(ofOffset: offset + error.offset))
                    ok = false
                    continue
                }
                guard let (expr, type) = typed(tree, scalar: scalar, base: offset, scope: scope) else {
                    ok = false
                    continue
                }
                var format: ValueFormat?
                if let (text, formatOffset) = formatText {
                    switch ValueFormat.parse(text, for: type) {
                    case .success(let f): format = f.localized(locale)
                    case .failure(let problem):
                        diagnostics.error(
                            .invalidFormat, problem.message,
                            at: scalar.position(ofOffset: formatOffset + problem.offset))
                        ok = false
                    }
                }
                parts.append(.hole(expr, format))
            }
        }
        return ok ? Template(parts: parts) : nil
    }
}

/// Walks the YAML node tree into a ``Layout``, reporting every unknown key, missing key and
/// badly shaped value (with "did you mean" hints) instead of stopping at the first.
///
/// ```swift
/// var diagnostics = DiagnosticCollector(file: "t.yaml")
/// if let root = YAMLLoader().load(text, diagnostics: &diagnostics) {
///     let layout = LayoutDecoder(file: "t.yaml").decode(root, diagnostics: &diagnostics)
/// }
/// ```
struct LayoutDecoder {
    /// The file name used in diagnostics and the model.
    var file: String

    /// Creates a decoder.
    init(file: String) {
        self.file = file
    }

    static let topLevelKeys = [
        "layout", "title", "parameters", "input", "sources", "columns", "style", "rows", "report", "page", "locale",
        "output",
    ]
    /// The language versions this engine reads; later ones only add keys.
    static let versions = ["1", "1.1", "1.2"]
    static let inputKeys = [
        "fields", "computed", "sorted_by", "format", "csv", "encoding", "null_values", "time_zone",
    ]
    static let fieldKeys = [
        "type", "places", "format", "column", "optional", "values", "null_values", "decimal_separator",
        "grouping_separator",
    ]
    static let rowFieldKeys = ["type", "places", "format", "column"]
    static let parameterKeys = ["type", "default", "places", "format"]
    static let sourceKeys = [
        "name", "title", "path", "url", "sqlite", "postgres", "query", "arguments", "timeout", "max_bytes",
        "required", "fields",
    ]
    /// What a source's `fields:` may say of a declared field: how this source writes it.
    static let sourceFieldKeys = [
        "type", "format", "time_zone", "null_values", "decimal_separator", "grouping_separator",
    ]
    static let rowKindKeys = ["height", "band", "fields", "style"]
    static let columnKeys = ["name", "width", "align", "title"]
    static let styleKeys = ["background", "color", "bold", "italic", "size", "align", "indent"]
    static let reportStyleKeys = ["font", "bands"] + styleKeys
    static let fontKeys = ["family", "size"]
    static let bandsKeys = ["odd", "even"]
    static let reportKeys = ["header", "groups", "detail", "footer", "empty"]
    static let levelKeys = [
        "by", "all_values", "header", "footer", "empty", "missing", "page_break", "repeat_header", "keep_together",
    ]
    static let sectionKeys = ["section", "when", "rows"]

    /// Decodes a layout; `nil` only when the root is not a mapping. Missing parts are filled with
    /// empty values so that later stages can still report what they find.
    func decode(_ root: YAMLNode, diagnostics: inout DiagnosticCollector) -> Layout? {
        var d = Walker(diagnostics: diagnostics)
        defer { diagnostics = d.diagnostics }
        guard let top = d.mapping(root, what: "the layout") else { return nil }
        d.checkKeys(top, allowed: Self.topLevelKeys, in: "the layout", extensions: true)
        d.warnAboutAmbiguousScalars(root)

        var version = Located(1, at: top.position)
        if let node = d.require(top, "layout", in: "the layout") {
            if let scalar = d.scalar(node, what: "'layout'") {
                // 1.1 and 1.2 only add keys to 1: a layout may say any, and reads the same.
                // By value, as the schema's numbers are: `1`, `1.0`, `1.1`, `1.10`.
                let number = scalar.plainText.flatMap { FixedDecimal(parsing: $0) }
                if Self.versions.contains(where: { FixedDecimal(parsing: $0) == number }) {
                    version = Located(1, at: scalar.position)
                } else {
                    d.diagnostics.error(
                        .unsupportedVersion,
                        "layout version '\(scalar.text)' is not supported; this engine reads 'layout: 1', "
                            + "'layout: 1.1' and 'layout: 1.2'\(scalar.quotedNote)",
                        at: scalar.position)
                }
            }
        }
        let title = top["title"].flatMap { d.string($0, what: "'title'") }
        let parameters = top["parameters"].map { decodeParameters($0, &d) } ?? []
        let input: InputSpec
        if let node = d.require(top, "input", in: "the layout") {
            input = decodeInput(node, &d)
        } else {
            input = InputSpec(fields: [], computed: [], sortedBy: [], format: nil, position: top.position)
        }
        let sources = top["sources"].map { decodeSources($0, declaring: input.fields, &d) }
        let columns = top["columns"].map { decodeColumns($0, &d) } ?? []
        let style = top["style"].map { decodeReportStyle($0, &d) } ?? .none
        let rows = d.require(top, "rows", in: "the layout").map { decodeRowKinds($0, &d) } ?? []
        let report: ReportSpec
        if let node = d.require(top, "report", in: "the layout") {
            report = decodeReport(node, &d)
        } else {
            report = ReportSpec(header: [], groups: [], detail: [], footer: [], empty: [], position: top.position)
        }
        var layout = Layout(
            file: file, version: version, title: title, parameters: parameters, input: input, sources: sources,
            columns: columns, style: style, rows: rows, report: report,
            page: top["page"].flatMap { decodePage($0, &d) })
        layout.locale = top["locale"].flatMap { d.string($0, what: "'locale'") }
        layout.output = top["output"].flatMap { decodeOutput($0, &d) }
        return layout
    }

    private func decodeParameters(_ node: YAMLNode, _ d: inout Walker) -> [ParameterSpec] {
        guard let map = d.mapping(node, what: "'parameters'") else { return [] }
        return map.entries.compactMap { entry in
            let name = Located(entry.key.text, at: entry.key.position)
            switch entry.value {
            case .scalar(let scalar):
                guard let type = d.fieldType(scalar, allowEnum: false) else { return Self.invalidParameter(name) }
                return ParameterSpec(name: name, type: type, defaultValue: nil)
            case .mapping(let options):
                d.checkKeys(
                    options, allowed: d.keys(Self.parameterKeys, of: options, allowEnum: false),
                    in: "parameter '\(name.value)'")
                guard let typeNode = d.require(options, "type", in: "parameter '\(name.value)'"),
                    let typeScalar = d.scalar(typeNode, what: "'type'"),
                    let type = d.fieldType(typeScalar, allowEnum: false)
                else { return Self.invalidParameter(name) }
                let defaultValue = options["default"].flatMap { d.scalar($0, what: "'default'") }
                return ParameterSpec(name: name, type: type, defaultValue: defaultValue)
            case .sequence(let seq):
                d.diagnostics.error(
                    .invalidValue, "parameter '\(name.value)' must be a type name or a mapping", at: seq.position)
                return Self.invalidParameter(name)
            }
        }
    }

    /// A parameter whose declaration has an error (reported): only its name is kept.
    private static func invalidParameter(_ name: Located<String>) -> ParameterSpec {
        var spec = ParameterSpec(name: name, type: Located(.string, at: name.position), defaultValue: nil)
        spec.isValid = false
        return spec
    }

    private func decodeInput(_ node: YAMLNode, _ d: inout Walker) -> InputSpec {
        guard let map = d.mapping(node, what: "'input'") else {
            return InputSpec(fields: [], computed: [], sortedBy: [], format: nil, position: node.position)
        }
        d.checkKeys(map, allowed: Self.inputKeys, in: "'input'", nested: [("csv", Self.csvKeys)])
        var fields: [FieldSpec] = []
        if let fieldsNode = d.require(map, "fields", in: "'input'"),
            let fieldMap = d.mapping(fieldsNode, what: "'input.fields'")
        {
            fields = fieldMap.entries.compactMap { entry in
                d.fieldSpec(entry, keys: Self.fieldKeys, allowEnum: true).map { decodeFieldDialect(entry, $0, &d) }
            }
        }
        var computed: [ComputedFieldSpec] = []
        if let node = map["computed"], let computedMap = d.mapping(node, what: "'input.computed'") {
            for entry in computedMap.entries {
                guard let expression = d.scalar(entry.value, what: "computed field '\(entry.key.text)'") else {
                    continue
                }
                computed.append(
                    ComputedFieldSpec(name: Located(entry.key.text, at: entry.key.position), expression: expression))
            }
        }
        var sortedBy: [Located<String>] = []
        if let node = map["sorted_by"] {
            switch node {
            case .scalar(let scalar): sortedBy = [Located(scalar.text, at: scalar.position)]
            case .sequence(let seq):
                sortedBy = seq.items.compactMap { d.string($0, what: "a 'sorted_by' entry") }
            case .mapping(let m):
                d.diagnostics.error(.invalidValue, "'sorted_by' must be a list of field names", at: m.position)
            }
        }
        var format: Located<InputFormat>?
        if let node = map["format"], let scalar = d.scalar(node, what: "'format'") {
            if let value = InputFormat(rawValue: scalar.text) {
                format = Located(value, at: scalar.position)
            } else {
                d.diagnostics.error(
                    .invalidValue,
                    "unknown input format '\(scalar.text)' (use csv, tsv, json or ndjson)"
                        + Suggestion.hint(for: scalar.text, in: InputFormat.allCases.map(\.rawValue)),
                    at: scalar.position)
            }
        }
        var input = InputSpec(
            fields: fields, computed: computed, sortedBy: sortedBy, format: format, position: map.position)
        input.dialect = decodeDialect(map, format: format, &d)
        input.timeZone = map["time_zone"].flatMap { d.string($0, what: "'time_zone'") }
        return input
    }

    private func decodeRowKinds(_ node: YAMLNode, _ d: inout Walker) -> [RowKindSpec] {
        guard let map = d.mapping(node, what: "'rows'") else { return [] }
        return map.entries.compactMap { entry in
            let name = Located(entry.key.text, at: entry.key.position)
            guard let options = d.mapping(entry.value, what: "row kind '\(name.value)'") else { return nil }
            d.checkKeys(options, allowed: Self.rowKindKeys, in: "row kind '\(name.value)'")
            var height = Located(FixedDecimal(1), at: options.position)
            if let node = d.require(options, "height", in: "row kind '\(name.value)'"),
                let scalar = d.scalar(node, what: "'height'")
            {
                if let value = FixedDecimal(layoutNumber: scalar), !value.isNegative, !value.isZero {
                    height = Located(value, at: scalar.position)
                } else {
                    d.diagnostics.error(
                        .invalidHeight,
                        "height '\(scalar.text)' must be a positive number of points\(scalar.quotedNote)",
                        at: scalar.position)
                }
            }
            var band = Located(BandRule.none, at: options.position)
            if let node = options["band"], let scalar = d.scalar(node, what: "'band'") {
                if let rule = BandRule(rawValue: scalar.text) {
                    band = Located(rule, at: scalar.position)
                } else {
                    d.diagnostics.error(
                        .invalidBand,
                        "unknown band rule '\(scalar.text)' (use toggle, keep, odd, even or none)"
                            + Suggestion.hint(for: scalar.text, in: BandRule.allCases.map(\.rawValue)),
                        at: scalar.position)
                }
            }
            var fields: [FieldSpec] = []
            if let node = options["fields"], let fieldMap = d.mapping(node, what: "'fields'") {
                fields = fieldMap.entries.compactMap {
                    d.fieldSpec($0, keys: Self.rowFieldKeys, allowEnum: false, numberStyles: true)
                }
            }
            let style = options["style"].map { decodeStyle($0, keys: Self.styleKeys, in: "'style'", &d).0 } ?? .none
            return RowKindSpec(name: name, height: height, band: band, fields: fields, style: style)
        }
    }

    private func decodeReport(_ node: YAMLNode, _ d: inout Walker) -> ReportSpec {
        guard let map = d.mapping(node, what: "'report'") else {
            return ReportSpec(header: [], groups: [], detail: [], footer: [], empty: [], position: node.position)
        }
        d.checkKeys(map, allowed: Self.reportKeys, in: "'report'")
        var groups: [LevelSpec] = []
        if let node = map["groups"], let seq = d.sequence(node, what: "'groups'") {
            for item in seq.items {
                guard let level = d.mapping(item, what: "a group level") else { continue }
                d.checkKeys(level, allowed: Self.levelKeys, in: "a group level")
                guard let byNode = d.require(level, "by", in: "a group level"), let by = d.scalar(byNode, what: "'by'")
                else { continue }
                var spec =
                    LevelSpec(
                        by: by, header: emitters(level["header"], &d), footer: emitters(level["footer"], &d),
                        empty: emitters(level["empty"], &d), missing: emitters(level["missing"], &d),
                        // An invalid value is reported here and read as given, so that the level's
                        // 'empty' rows are not reported as misplaced too.
                        allValues: level["all_values"].map {
                            d.bool($0, what: "'all_values'") ?? Located(true, at: $0.position)
                        },
                        position: level.position)
                spec.emptyPosition = level.entry("empty")?.key.position
                spec.missingPosition = level.entry("missing")?.key.position
                decodePaging(level, into: &spec, &d)
                groups.append(spec)
            }
        }
        return ReportSpec(
            header: emitters(map["header"], &d), groups: groups, detail: emitters(map["detail"], &d),
            footer: emitters(map["footer"], &d), empty: emitters(map["empty"], &d), position: map.position)
    }

    func emitters(_ node: YAMLNode?, _ d: inout Walker) -> [EmitterSpec] {
        guard let node else { return [] }
        let items: [YAMLNode]
        switch node {
        case .sequence(let seq): items = seq.items
        case .mapping: items = [node]  // a single emitter without the list brackets
        case .scalar(let scalar):
            if scalar.isNull { return [] }
            d.diagnostics.error(.invalidValue, "expected a list of rows, found a scalar", at: scalar.position)
            return []
        }
        return items.compactMap { emitter($0, &d) }
    }

    private func emitter(_ node: YAMLNode, _ d: inout Walker) -> EmitterSpec? {
        guard let map = d.mapping(node, what: "a row or section") else { return nil }
        if let sectionNode = map["section"] {
            d.checkKeys(map, allowed: Self.sectionKeys, in: "a section")
            guard let name = d.string(sectionNode, what: "'section'") else { return nil }
            let when = map["when"].flatMap { d.scalar($0, what: "'when'") }
            return .section(
                SectionSpec(name: name, when: when, rows: emitters(map["rows"], &d), position: map.position))
        }
        guard let kindNode = map["row"] else {
            d.diagnostics.error(.missingKey, "a report entry needs 'row: KIND' or 'section: NAME'", at: map.position)
            return nil
        }
        guard let kind = d.string(kindNode, what: "'row'") else { return nil }
        var when: YAMLScalar?
        var id: YAMLScalar?
        var fields: [(name: Located<String>, value: YAMLScalar)] = []
        for entry in map.entries where entry.key.text != "row" {
            if entry.key.text == "when" {
                when = d.scalar(entry.value, what: "'when'")
                continue
            }
            if entry.key.text == "id" {
                id = d.scalar(entry.value, what: "'id'")
                continue
            }
            guard let value = d.scalar(entry.value, what: "field '\(entry.key.text)'") else { continue }
            fields.append((Located(entry.key.text, at: entry.key.position), value))
        }
        return .row(RowEmitterSpec(kind: kind, when: when, id: id, fields: fields, position: map.position))
    }
}

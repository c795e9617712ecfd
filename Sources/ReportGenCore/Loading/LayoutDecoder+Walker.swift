extension LayoutDecoder {
    /// The small shape checks every part of the decoder shares.
    struct Walker {
        var diagnostics: DiagnosticCollector

        mutating func mapping(_ node: YAMLNode, what: String) -> YAMLMapping? {
            if case .mapping(let map) = node { return map }
            if case .scalar(let s) = node, s.isNull { return YAMLMapping(entries: [], position: s.position) }
            diagnostics.error(.invalidValue, "\(what) must be a mapping, found \(node.shapeName)", at: node.position)
            return nil
        }

        mutating func sequence(_ node: YAMLNode, what: String) -> YAMLSequence? {
            if case .sequence(let seq) = node { return seq }
            if case .scalar(let s) = node, s.isNull { return YAMLSequence(items: [], position: s.position) }
            diagnostics.error(.invalidValue, "\(what) must be a list, found \(node.shapeName)", at: node.position)
            return nil
        }

        mutating func scalar(_ node: YAMLNode, what: String) -> YAMLScalar? {
            if case .scalar(let s) = node { return s }
            diagnostics.error(
                .invalidValue, "\(what) must be a single value, found \(node.shapeName)", at: node.position)
            return nil
        }

        /// `true`/`false` (also `yes`/`no`); anything else is an error naming `what`.
        mutating func bool(_ node: YAMLNode, what: String) -> Located<Bool>? {
            guard let s = scalar(node, what: what) else { return nil }
            switch s.plainText?.lowercased() {
            case "true", "yes": return Located(true, at: s.position)
            case "false", "no": return Located(false, at: s.position)
            default:
                diagnostics.error(.invalidValue, "\(what) must be true or false\(s.quotedNote)", at: s.position)
                return nil
            }
        }

        mutating func string(_ node: YAMLNode, what: String) -> Located<String>? {
            scalar(node, what: what).map { Located($0.text, at: $0.position) }
        }

        mutating func require(_ map: YAMLMapping, _ key: String, in context: String) -> YAMLNode? {
            if let value = map[key] { return value }
            diagnostics.error(.missingKey, "\(context) needs '\(key)'", at: map.position)
            return nil
        }

        /// Reports keys not in `allowed`; with `extensions`, keys starting `x-` are allowed too (the
        /// layout's top level: a place for YAML anchors). A key of one of `nested` (`[("csv",
        /// ["delimiter", …])]`) is said to belong there.
        mutating func checkKeys(
            _ map: YAMLMapping, allowed: [String], in context: String, extensions: Bool = false,
            nested: [(key: String, keys: [String])] = []
        ) {
            for entry in map.entries where !allowed.contains(entry.key.text) {
                if extensions, entry.key.text.hasPrefix("x-") { continue }
                let key = entry.key.text
                let hint =
                    nested.first { $0.keys.contains(key) }.map {
                        "; it belongs under '\($0.key)' (\($0.key): { \(key): … })"
                    }
                    ?? Suggestion.hint(for: key, in: allowed)
                diagnostics.error(.unknownKey, "unknown key '\(key)' in \(context)" + hint, at: entry.key.position)
            }
        }

        /// The keys a field's or a parameter's mapping may have: `allowed`, and `values` where the
        /// type is an `enum` that is not allowed there — that mistake is reported once, at the
        /// type, not again as an unknown key.
        func keys(_ allowed: [String], of options: YAMLMapping, allowEnum: Bool) -> [String] {
            guard !allowEnum, case .scalar(let type)? = options["type"], type.text == "enum" else { return allowed }
            return allowed + ["values"]
        }

        mutating func fieldType(_ scalar: YAMLScalar, allowEnum: Bool) -> Located<FieldType>? {
            if let type = FieldType(rawValue: scalar.text), allowEnum || type != .enum {
                return Located(type, at: scalar.position)
            }
            let names = FieldType.allCases.map(\.rawValue).filter { allowEnum || $0 != "enum" }
            let extra = scalar.text == "enum" ? " (enum is for input fields only)" : ""
            diagnostics.error(
                .unknownType,
                "unknown type '\(scalar.text)'\(extra) (use \(names.joined(separator: ", ")))"
                    + Suggestion.hint(for: scalar.text, in: names),
                at: scalar.position)
            return nil
        }

        /// One field; with `numberStyles` (row fields), an int or decimal field's `format:` is a
        /// mapping of ``NumberStyle/keys``.
        mutating func fieldSpec(
            _ entry: YAMLMapping.Entry, keys: [String], allowEnum: Bool, numberStyles: Bool = false
        ) -> FieldSpec? {
            let name = Located(entry.key.text, at: entry.key.position)
            switch entry.value {
            case .scalar(let scalar):
                guard let type = fieldType(scalar, allowEnum: allowEnum) else { return invalid(name) }
                if type.value == .enum {
                    diagnostics.error(.missingKey, "enum field '\(name.value)' needs 'values'", at: scalar.position)
                }
                return FieldSpec(
                    name: name, type: type, places: nil, format: nil, column: nil, optional: false, enumValues: [])
            case .sequence(let seq):
                diagnostics.error(
                    .invalidValue, "field '\(name.value)' must be a type name or a mapping", at: seq.position)
                return invalid(name)
            case .mapping(let options):
                checkKeys(
                    options, allowed: self.keys(keys, of: options, allowEnum: allowEnum), in: "field '\(name.value)'")
                guard let typeNode = require(options, "type", in: "field '\(name.value)'"),
                    let typeScalar = scalar(typeNode, what: "'type'"),
                    let type = fieldType(typeScalar, allowEnum: allowEnum)
                else { return invalid(name) }
                var spec = FieldSpec(
                    name: name, type: type, places: nil, format: nil, column: nil, optional: false, enumValues: [])
                if let node = options["places"], let s = scalar(node, what: "'places'") {
                    if let n = s.plainText.flatMap({ Int($0) }), n >= 0, n <= FixedDecimal.maxScale {
                        spec.places = Located(n, at: s.position)
                    } else {
                        diagnostics.error(
                            .invalidOption,
                            "places '\(s.text)' must be a whole number from 0 to \(FixedDecimal.maxScale)\(s.quotedNote)",
                            at: s.position)
                    }
                    if type.value != .decimal {
                        diagnostics.error(.invalidOption, "'places' applies to decimal fields only", at: s.position)
                    }
                }
                if numberStyles, let node = options["format"], case .mapping(let map) = node {
                    spec.numberStyle = numberStyle(map, for: type.value)
                } else if let node = options["format"], let s = scalar(node, what: "'format'") {
                    spec.format = Located(s.text, at: s.position)
                    if numberStyles, type.value == .int || type.value == .decimal {
                        diagnostics.error(
                            .invalidOption,
                            "'format' of \(type.value == .int ? "an int" : "a decimal") field is a mapping such as { currency: EUR } or "
                                + "{ percent: true }", at: s.position)
                    } else if type.value != .date, type.value != .datetime {
                        diagnostics.error(
                            .invalidOption, "'format' applies to date and datetime fields only", at: s.position)
                    } else if case .failure(let problem) = ValueFormat.parse(
                        s.text, for: type.value == .datetime ? .datetime : .date)
                    {
                        diagnostics.error(.invalidFormat, problem.message, at: s.position(ofOffset: problem.offset))
                    }
                }
                if let node = options["column"] { spec.column = string(node, what: "'column'") }
                if let node = options["optional"], let value = bool(node, what: "'optional'") {
                    spec.optional = value.value
                }
                if let node = options["values"] {
                    if type.value != .enum {
                        diagnostics.error(.invalidOption, "'values' applies to enum fields only", at: node.position)
                    } else if let map = mapping(node, what: "'values'") {
                        for value in map.entries {
                            guard let label = scalar(value.value, what: "an enum label") else { continue }
                            spec.enumValues.append((Located(value.key.text, at: value.key.position), label.text))
                        }
                        if map.entries.isEmpty {
                            diagnostics.error(
                                .invalidValue, "enum field '\(name.value)' needs at least one value", at: map.position)
                        }
                    }
                } else if type.value == .enum {
                    diagnostics.error(.missingKey, "enum field '\(name.value)' needs 'values'", at: options.position)
                }
                return spec
            }
        }

        /// `format: { currency: EUR, negative: red, … }` of a row field.
        mutating func numberStyle(_ map: YAMLMapping, for type: FieldType) -> Located<NumberStyle>? {
            guard type == .int || type == .decimal else {
                diagnostics.error(
                    .invalidOption,
                    "a 'format' mapping applies to int and decimal fields only (a \(type.rawValue) field's format "
                        + "is a pattern)", at: map.position)
                return nil
            }
            checkKeys(map, allowed: NumberStyle.keys, in: "'format'")
            var style = NumberStyle()
            var valid = true
            if let node = map["currency"], let code = scalar(node, what: "'currency'") {
                if ReportLocale.currencyCodes.contains(code.text) {
                    style.currency = code.text
                } else {
                    valid = false
                    diagnostics.error(
                        .invalidValue,
                        "unknown currency '\(code.text)' (use an ISO 4217 code such as EUR, USD or CHF)"
                            + Suggestion.hint(for: code.text.uppercased(), in: ReportLocale.currencyCodes),
                        at: code.position)
                }
            }
            if let node = map["percent"], let percent = bool(node, what: "'percent'") {
                style.percent = percent.value
                if percent.value, map["currency"] != nil {
                    valid = false
                    diagnostics.error(
                        .invalidOption, "'percent' and 'currency' exclude each other: a value is one or the other",
                        at: percent.position)
                }
            }
            if let node = map["negative"], let s = scalar(node, what: "'negative'") {
                if let negative = NumberStyle.Negative(rawValue: s.text) {
                    style.negative = negative
                } else {
                    valid = false
                    let names = NumberStyle.Negative.allCases.map(\.rawValue)
                    diagnostics.error(
                        .invalidValue,
                        "unknown negative '\(s.text)' (use \(names.joined(separator: ", ")))"
                            + Suggestion.hint(for: s.text, in: names), at: s.position)
                }
            }
            if let node = map["sign"], let s = scalar(node, what: "'sign'") {
                if s.text == "always" {
                    style.alwaysSign = true
                } else {
                    valid = false
                    diagnostics.error(.invalidValue, "'sign' takes 'always' alone, not '\(s.text)'", at: s.position)
                }
            }
            if let node = map["zero"], let s = scalar(node, what: "'zero'") { style.zero = s.text }
            if let node = map["null"], let s = scalar(node, what: "'null'") { style.null = s.text }
            return valid ? Located(style, at: map.position) : nil
        }

        private func invalid(_ name: Located<String>) -> FieldSpec {
            var spec = FieldSpec(
                name: name, type: Located(.string, at: name.position), places: nil, format: nil, column: nil,
                optional: true, enumValues: [])
            spec.isValid = false
            return spec
        }

        /// YAML 1.1 reads these as booleans or octal numbers; other tools may disagree with us.
        mutating func warnAboutAmbiguousScalars(_ node: YAMLNode) {
            switch node {
            case .scalar(let s):
                guard s.style == .plain else { return }
                let lowered = s.text.lowercased()
                if ["yes", "no", "on", "off"].contains(lowered) {
                    diagnostics.warning(
                        .yamlAmbiguity,
                        "'\(s.text)' is a boolean in YAML 1.1 and a string in YAML 1.2; write true or false for a yes-or-no setting, or quote it for text",
                        at: s.position)
                } else if s.text.count > 1, s.text.hasPrefix("0"), s.text.allSatisfy(\.isNumber) {
                    diagnostics.warning(
                        .yamlAmbiguity, "'\(s.text)' is an octal number in YAML 1.1; quote it or drop the leading zero",
                        at: s.position)
                }
            case .mapping(let m):
                for entry in m.entries {
                    warnAboutAmbiguousScalars(.scalar(entry.key))
                    warnAboutAmbiguousScalars(entry.value)
                }
            case .sequence(let seq):
                for item in seq.items { warnAboutAmbiguousScalars(item) }
            }
        }
    }
}

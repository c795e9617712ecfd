extension LayoutDecoder {
    static let csvKeys = ["delimiter", "header_line"]

    /// The delimiters `csv.delimiter` accepts, by how they may be written.
    static let delimiters: [String: UInt8] = [
        ",": UInt8(ascii: ","), ";": UInt8(ascii: ";"), "|": UInt8(ascii: "|"), "\t": 0x09, "tab": 0x09,
        // `'\t'` in single quotes (or unquoted) is a backslash and a t in YAML; the meaning is clear.
        "\\t": 0x09,
    ]

    /// `input.csv`, `input.encoding` and `input.null_values`.
    func decodeDialect(_ map: YAMLMapping, format: Located<InputFormat>?, _ d: inout Walker) -> InputDialectSpec {
        var dialect = InputDialectSpec()
        if let entry = map.entry("csv"), let csv = d.mapping(entry.value, what: "'input.csv'") {
            d.checkKeys(csv, allowed: Self.csvKeys, in: "'input.csv'")
            if let format, format.value == .json || format.value == .ndjson {
                d.diagnostics.error(
                    .invalidOption,
                    "'csv' applies to csv and tsv input; this input's format is \(format.value.rawValue)",
                    at: entry.key.position)
            }
            if let node = csv["delimiter"], let s = d.scalar(node, what: "'delimiter'") {
                if let byte = Self.delimiters[s.text.lowercased()] {
                    dialect.delimiter = Located(byte, at: s.position)
                    if format?.value == .tsv, byte != 0x09 {
                        d.diagnostics.error(
                            .invalidOption,
                            "format tsv is tab-separated; for delimiter '\(s.text)' say format: csv", at: s.position)
                    }
                } else {
                    d.diagnostics.error(
                        .invalidValue,
                        "delimiter '\(ControlCharacters.escaped(s.text))' must be one of ',' ';' '|' or tab (one byte)"
                            // One wrong character is no typo of another; `;;` or `tabs` is.
                            + (s.text.count > 1 ? Suggestion.hint(for: s.text, in: [",", ";", "|", "tab"]) : ""),
                        at: s.position)
                }
            }
            if let node = csv["header_line"], let s = d.scalar(node, what: "'header_line'") {
                if let line = s.plainText.flatMap({ Int($0) }), line >= 1, line <= InputPlan.Dialect.maxHeaderLine {
                    dialect.headerLine = Located(line, at: s.position)
                } else if let line = s.plainText.flatMap({ Int($0) }), line > InputPlan.Dialect.maxHeaderLine {
                    d.diagnostics.error(
                        .invalidValue,
                        "header_line '\(s.text)' is too large (at most \(InputPlan.Dialect.maxHeaderLine))",
                        at: s.position)
                } else {
                    d.diagnostics.error(
                        .invalidValue,
                        "header_line '\(s.text)' must be a line number, 1 or more (the header's line)\(s.quotedNote)",
                        at: s.position)
                }
            }
        }
        if let node = map["encoding"], let s = d.scalar(node, what: "'encoding'") {
            if let encoding = TextEncoding(name: s.text) {
                dialect.encoding = Located(encoding, at: s.position)
            } else {
                let names = TextEncoding.allCases.map(\.rawValue)
                // The closest name or alias, suggested by its canonical name.
                let closest = Suggestion.closest(to: s.text, in: names + TextEncoding.aliases.keys.sorted())
                d.diagnostics.error(
                    .invalidValue,
                    "unknown encoding '\(s.text)' (use \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"
                        + (closest.flatMap(TextEncoding.init(name:)).map { "; did you mean '\($0.rawValue)'?" } ?? ""),
                    at: s.position)
            }
        }
        if let node = map["null_values"] { dialect.nullValues = nullValues(node, &d) }
        return dialect
    }

    /// `null_values`: a list of texts.
    func nullValues(_ node: YAMLNode, _ d: inout Walker) -> Located<[String]>? {
        guard case .sequence(let list) = node else {
            d.diagnostics.error(
                .invalidValue,
                "'null_values' must be a list of texts, such as [\"\", NA, \"NULL\"], found \(node.shapeName)",
                at: node.position)
            return nil
        }
        let texts = list.items.compactMap { d.scalar($0, what: "a null value") }.map(\.text)
        return Located(texts, at: list.position)
    }

    /// An input field's `null_values`, `decimal_separator` and `grouping_separator`.
    func decodeFieldDialect(_ entry: YAMLMapping.Entry, _ spec: FieldSpec, _ d: inout Walker) -> FieldSpec {
        guard spec.isValid, case .mapping(let options) = entry.value else { return spec }
        var spec = spec
        if let node = options["null_values"] { spec.nullValues = nullValues(node, &d) }
        var reported = false
        for key in ["decimal_separator", "grouping_separator"] {
            guard let node = options[key], let s = d.scalar(node, what: "'\(key)'") else { continue }
            guard spec.type.value == .decimal || spec.type.value == .int else {
                d.diagnostics.error(.invalidOption, "'\(key)' applies to int and decimal fields only", at: s.position)
                continue
            }
            guard Self.isSeparator(s.text) else {
                d.diagnostics.error(
                    .invalidValue,
                    "\(key) '\(ControlCharacters.escaped(s.text))' must be one character that is not a digit, a sign "
                        + "or a letter, such as '.', ',', ' ' or \"'\"",
                    at: s.position)
                reported = true
                continue
            }
            let separator = Located(s.text, at: s.position)
            if key == "decimal_separator" {
                spec.decimalSeparator = separator
            } else {
                spec.groupingSeparator = separator
            }
        }
        // An int has no decimals, so only a decimal_separator it is given can clash.
        // Not after a separator was reported: the clash would be that mistake's echo.
        if !reported, let grouping = spec.groupingSeparator,
            spec.type.value == .decimal || spec.decimalSeparator != nil,
            grouping.value == (spec.decimalSeparator?.value ?? ".")
        {
            d.diagnostics.error(
                .invalidValue,
                spec.decimalSeparator == nil
                    ? "grouping_separator '.' is the decimal separator too; set decimal_separator to tell them apart"
                    : "grouping_separator '\(grouping.value)' is the decimal separator too; they must differ",
                at: grouping.position)
            spec.groupingSeparator = nil
        }
        return spec
    }

    /// One character that cannot be part of a number itself.
    static func isSeparator(_ text: String) -> Bool {
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return false }
        let p = scalar.properties
        return !p.isAlphabetic && !("0"..."9").contains(scalar) && scalar != "+" && scalar != "-"
            && p.generalCategory != .control
    }
}

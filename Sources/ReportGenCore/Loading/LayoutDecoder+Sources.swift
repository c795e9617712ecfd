extension LayoutDecoder {
    /// `sources:`: a list of `{ name, title?, path? | url | sqlite | postgres, query?, arguments?, timeout?,
    /// max_bytes?, required?, fields? }`; `fields:` overrides how this source writes some of
    /// `declaring` (the input's fields).
    /// Shapes only; which keys go together is the checker's part.
    func decodeSources(_ node: YAMLNode, declaring: [FieldSpec], _ d: inout Walker) -> [SourceSpec] {
        guard let seq = d.sequence(node, what: "'sources'") else { return [] }
        return seq.items.compactMap { item in
            guard let map = d.mapping(item, what: "a source") else { return nil }
            d.checkKeys(map, allowed: Self.sourceKeys, in: "a source")
            guard let nameNode = d.require(map, "name", in: "a source"), let name = d.string(nameNode, what: "'name'")
            else { return nil }
            var source = SourceSpec(
                name: name, title: map["title"].flatMap { d.string($0, what: "'title'") },
                path: map["path"].flatMap { d.string($0, what: "'path'") }, position: map.position)
            source.url = map["url"].flatMap { d.scalar($0, what: "'url'") }
            source.sqlite = map["sqlite"].flatMap { d.scalar($0, what: "'sqlite'") }
            source.postgres = map["postgres"].flatMap { d.scalar($0, what: "'postgres'") }
            source.query = map["query"].flatMap { d.scalar($0, what: "'query'") }
            source.timeout = map["timeout"].flatMap { d.scalar($0, what: "'timeout'") }
            if let node = map["required"] {
                // An invalid value is reported here; taken as given, so that nothing more is said of it.
                source.required = d.bool(node, what: "'required'") ?? Located(true, at: node.position)
            }
            source.maxBytes = map["max_bytes"].flatMap { d.scalar($0, what: "'max_bytes'") }
            if let node = map["arguments"], let list = d.sequence(node, what: "'arguments'") {
                source.arguments = list.items.compactMap { d.scalar($0, what: "an argument") }
                source.argumentsPosition = node.position
            }
            if let node = map["fields"], let fields = d.mapping(node, what: "a source's 'fields'") {
                source.fields = fields.entries.compactMap {
                    decodeSourceField($0, source: name.value, declaring: declaring, &d)
                }
            }
            return source
        }
    }
}

extension LayoutDecoder {
    /// One entry of a source's `fields:`: a declared field, and the conversion keys this source
    /// writes it with (`type` between `date` and `datetime`, `format`, `time_zone`, `null_values`,
    /// separators). `nil` when it names no declared field or cannot be read (reported).
    func decodeSourceField(
        _ entry: YAMLMapping.Entry, source: String, declaring: [FieldSpec], _ d: inout Walker
    ) -> SourceFieldSpec? {
        let name = Located(entry.key.text, at: entry.key.position)
        guard let declared = declaring.first(where: { $0.name.value == name.value }) else {
            let names = declaring.map(\.name.value)
            d.diagnostics.error(
                .unknownField,
                "source '\(source)' converts field '\(name.value)', which 'input.fields' does not declare"
                    + Suggestion.hint(for: name.value, in: names),
                at: name.position)
            return nil
        }
        guard declared.isValid else { return nil }
        let what = "field '\(name.value)' of source '\(source)'"
        guard case .mapping(let options) = entry.value else {
            d.diagnostics.error(
                .invalidValue,
                "\(what) must be a mapping of conversion keys, such as { type: datetime, format: \"yyyy-MM-dd'T'HH:mm:ss'Z'\" }",
                at: entry.value.position)
            return nil
        }
        d.checkKeys(options, allowed: Self.sourceFieldKeys, in: what)
        var field = SourceFieldSpec(name: name)
        var effective = declared
        if let node = options["type"], let scalar = d.scalar(node, what: "'type'"),
            let type = d.fieldType(scalar, allowEnum: true)
        {
            let dates: Set<FieldType> = [.date, .datetime]
            if type.value != declared.type.value, !(dates.contains(type.value) && dates.contains(declared.type.value)) {
                d.diagnostics.error(
                    .typeMismatch,
                    "\(what) is \(declared.type.value.rawValue) in 'input.fields'; a source may read a date field "
                        + "as a datetime or a datetime field as a date, and no other type (the row type stays the layout's)",
                    at: scalar.position)
                return nil
            }
            field.readType = type
            effective.type = type
        }
        if let node = options["format"], let s = d.scalar(node, what: "'format'") {
            let type = effective.type.value
            if type != .date, type != .datetime {
                d.diagnostics.error(.invalidOption, "'format' applies to date and datetime fields only", at: s.position)
            } else if case .failure(let problem) = ValueFormat.parse(s.text, for: type == .datetime ? .datetime : .date)
            {
                d.diagnostics.error(.invalidFormat, problem.message, at: s.position(ofOffset: problem.offset))
            } else {
                field.format = Located(s.text, at: s.position)
            }
        }
        if let node = options["time_zone"], let s = d.string(node, what: "'time_zone'") {
            if effective.type.value != .datetime {
                d.diagnostics.error(
                    .invalidOption,
                    "'time_zone' applies to a field this source writes as a datetime (say 'type: datetime' for a date field)",
                    at: s.position)
            } else {
                field.timeZone = s
            }
        }
        // Null texts and separators, checked as for a declared field of the type this source writes.
        effective.nullValues = nil
        effective.decimalSeparator = nil
        effective.groupingSeparator = nil
        let dialect = decodeFieldDialect(entry, effective, &d)
        field.nullValues = dialect.nullValues
        field.decimalSeparator = dialect.decimalSeparator
        field.groupingSeparator = dialect.groupingSeparator
        return field
    }
}

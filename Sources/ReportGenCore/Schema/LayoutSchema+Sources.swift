extension LayoutSchema {
    /// One entry of `sources:`: a name, and at most one of a file, a URL or a database (with its
    /// query), as the checker requires.
    static var source: JSONValue {
        let text = JSONValue.object([("type", .string("string"))])
        let places = ["path"] + SourceOrigin.Kind.allCases.map(\.rawValue)
        let schemas: [String: JSONValue] = [
            "name": text, "title": text,
            "path": described("a CSV, JSON or NDJSON file, relative to the layout", text),
            "url": described("JSON or NDJSON over HTTP(S); ${NAME} reads an environment variable", text),
            "sqlite": described("an SQLite database file, relative to the layout; needs query", text),
            "postgres": described("a PostgreSQL connection URL, such as ${DATABASE_URL}; needs query", text),
            "query": described("SQL whose placeholders (?, $1) take the arguments", text),
            "arguments": described(
                "expressions over parameters and literals, bound to the query's placeholders",
                list(of: ref("expression"))),
            "timeout": described(
                "seconds any one wait may take (default 5 for url, 30 for databases)",
                .object([
                    ("type", .string("number")), ("exclusiveMinimum", .number(0)),
                    ("maximum", .number(LayoutChecker.maxTimeoutSeconds)),
                ])),
            "required": described(
                "true: a run without this source fails (else it shows as the source level's missing rows)",
                .object([("type", .string("boolean"))])),
            "max_bytes": described(
                "the longest body a url answer may have: bytes, or KiB, MiB or GiB such as 64 MiB (default 4 GiB, "
                    + "at most 1 TiB)",
                .object([
                    (
                        "anyOf",
                        .array([
                            .object([
                                ("type", .string("integer")), ("minimum", .number(1)),
                                ("maximum", .number(SourceOrigin.largestMaxBytes)),
                            ]),
                            .object([
                                ("type", .string("string")), ("pattern", .string("^[1-9][0-9]* ?(KiB|MiB|GiB|TiB)$")),
                            ]),
                        ])
                    )
                ])),
        ]
        var all = schemas
        all["fields"] = described(
            "how this source writes declared fields, where it differs: field name → conversion keys (for this "
                + "source only; the row type stays the layout's)",
            .object([("type", .string("object")), ("additionalProperties", sourceField)]))
        guard case .object(var entries) = object(keys(LayoutDecoder.sourceKeys, all), required: ["name"]) else {
            return .object([])
        }
        let required = { (keys: [String]) in JSONValue.object([("required", .array(keys.map(JSONValue.string)))]) }
        let databases = JSONValue.object([("anyOf", .array([required(["sqlite"]), required(["postgres"])]))])
        entries.append(
            (
                "dependencies",
                .object([
                    ("sqlite", .array([.string("query")])), ("postgres", .array([.string("query")])),
                    ("query", databases), ("arguments", .array([.string("query")])),
                    ("timeout", .object([("anyOf", .array(["url", "sqlite", "postgres"].map { required([$0]) }))])),
                    ("max_bytes", .array([.string("url")])),
                ])
            ))
        var pairs: [JSONValue] = []
        for (i, first) in places.enumerated() {
            for second in places[(i + 1)...] { pairs.append(required([first, second])) }
        }
        entries.append(("not", .object([("anyOf", .array(pairs))])))
        return .object(entries)
    }
}

extension LayoutSchema {
    /// One entry of a source's `fields:`: a declared field's conversion keys for that source.
    static var sourceField: JSONValue {
        let text = JSONValue.object([("type", .string("string"))])
        let schemas: [String: JSONValue] = [
            "type": described(
                "date for a datetime field, or datetime for a date field (read in the layout's time_zone)",
                enumeration(FieldType.allCases.map(\.rawValue))),
            "format": described("this source's date pattern, such as yyyy-MM-dd'T'HH:mm:ss'Z'", text),
            "time_zone": described(
                "for a field this source writes as a datetime: the IANA zone its texts without an offset are read in",
                text),
            "null_values": ref("nullValues"),
            "decimal_separator": described("int and decimal: this source's decimal separator", ref("separator")),
            "grouping_separator": described("int and decimal: this source's grouping separator", ref("separator")),
        ]
        return object(keys(LayoutDecoder.sourceFieldKeys, schemas))
    }
}

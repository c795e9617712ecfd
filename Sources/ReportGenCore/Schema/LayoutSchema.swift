/// The JSON Schema (draft-07) of layout files, for editors (yaml-language-server) and CI.
///
/// Built from the same key lists the decoder accepts, so the two cannot drift apart.
///
/// ```swift
/// print(LayoutSchema.document.rendered())   // what `reportgen schema` prints
/// ```
package enum LayoutSchema {
    /// Where the committed copy lives, relative to the repository root.
    static let committedPath = "schema/layout-v1.schema.json"

    /// A `sorted_by` entry: `FIELD`, `FIELD asc` or `FIELD desc`.
    static let sortEntry: JSONValue = .object([
        ("type", .string("string")), ("pattern", .string("^\\s*\\S+(\\s+(asc|desc))?\\s*$")),
    ])

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    static func object(
        _ properties: [(String, JSONValue)], required: [String] = [], additional: JSONValue = .bool(false),
        description: String? = nil
    ) -> JSONValue {
        var entries: [(String, JSONValue)] = [("type", .string("object"))]
        if let description { entries.append(("description", .string(description))) }
        if !required.isEmpty { entries.append(("required", .array(required.map(JSONValue.string)))) }
        entries.append(("properties", .object(properties)))
        entries.append(("additionalProperties", additional))
        return .object(entries)
    }

    static func keys(_ names: [String], _ schemas: [String: JSONValue]) -> [(String, JSONValue)] {
        names.map { ($0, schemas[$0] ?? ref("scalar")) }
    }

    static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(var entries) = schema else { return schema }
        entries.insert(("description", .string(text)), at: entries.first?.0 == "$ref" ? 1 : 0)
        return .object(entries)
    }

    static func enumeration(_ values: [String]) -> JSONValue {
        .object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))])
    }

    /// A type name, or a mapping of options with a required `type`: how fields and parameters are written.
    static func typeOrOptions(_ types: [String], keys names: [String], options: [String: JSONValue]) -> JSONValue {
        .object([
            (
                "oneOf",
                .array([
                    enumeration(types),
                    object(keys(names, options.merging(["type": enumeration(types)]) { $1 }), required: ["type"]),
                ])
            )
        ])
    }

    static func list(of item: JSONValue) -> JSONValue {
        .object([("type", .string("array")), ("items", item)])
    }

    /// The whole schema document.
    package static var document: JSONValue {
        let inputTypes = FieldType.allCases.map(\.rawValue)
        let rowTypes = inputTypes.filter { $0 != "enum" }
        let fieldOptions: [String: JSONValue] = [
            "type": enumeration(inputTypes),
            "places": .object([
                ("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(FixedDecimal.maxScale)),
            ]),
            "format": described(
                "a date pattern such as yyyy-MM-dd or dd/MM/yyyy HH:mm", .object([("type", .string("string"))])),
            "column": described(
                "the CSV header or JSON key, when it differs from the field's name",
                .object([("type", .string("string"))])),
            "optional": ref("boolean"),
            "values": described(
                "enum: raw value → label",
                .object([("type", .string("object")), ("additionalProperties", ref("scalar"))])),
            "null_values": ref("nullValues"),
            "decimal_separator": described(
                "int and decimal: the character before the decimals, such as ',' in -1.234,56", ref("separator")),
            "grouping_separator": described(
                "int and decimal: the character between groups of three digits, such as '.' in -1.234,56",
                ref("separator")),
        ]
        var rowFieldOptions = fieldOptions
        rowFieldOptions["column"] = described(
            "the report column the field goes to, when it differs from the field's name",
            .object([("type", .string("string"))]))
        rowFieldOptions["format"] = described(
            "a date pattern such as dd/MM/yyyy (date and datetime fields), or how an int or decimal field reads: "
                + "{ currency: EUR, negative: red_parentheses }, { percent: true }",
            .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("string"))]),
                        object(
                            keys(
                                NumberStyle.keys,
                                [
                                    "currency": described(
                                        "an ISO 4217 code; the symbol and its place come from the locale",
                                        enumeration(ReportLocale.currencyCodes)),
                                    "percent": described("the value is a fraction, shown times 100", ref("boolean")),
                                    "negative": enumeration(NumberStyle.Negative.allCases.map(\.rawValue)),
                                    "sign": enumeration(["always"]),
                                    "zero": described(
                                        "the text of a value that is zero", .object([("type", .string("string"))])),
                                    "null": described(
                                        "the text of a null value", .object([("type", .string("string"))])),
                                ])),
                    ])
                )
            ]))
        let styleOptions: [String: JSONValue] = [
            "background": ref("color"), "color": ref("color"), "bold": ref("boolean"), "italic": ref("boolean"),
            "size": described("points", ref("positive")), "align": ref("align"),
            "indent": .object([("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(100))]),
        ]
        var reportStyleOptions = styleOptions
        reportStyleOptions["font"] = object(
            keys(
                LayoutDecoder.fontKeys,
                [
                    "family": described(
                        "Helvetica, Times, Courier, an installed family's name, or the path of a font file (.ttf, "
                            + ".otf, .ttc); or a list of them, tried in order for each character",
                        .object([
                            (
                                "oneOf",
                                .array([
                                    .object([("type", .string("string")), ("minLength", .number(1))]),
                                    .object([
                                        ("type", .string("array")), ("minItems", .number(1)),
                                        ("uniqueItems", .bool(true)),
                                        ("items", .object([("type", .string("string")), ("minLength", .number(1))])),
                                    ]),
                                ])
                            )
                        ])),
                    "size": described("points", ref("positive")),
                ]))
        reportStyleOptions["bands"] = object(
            keys(LayoutDecoder.bandsKeys, ["odd": ref("color"), "even": ref("color")]))
        let definitions: [(String, JSONValue)] = [
            ("scalar", .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])),
            ("boolean", .object([("type", .array([.string("boolean"), .string("string")]))])),
            (
                "expression",
                described("an expression, such as sum(amount) or if(debit == 'credit', -amount, amount)", ref("scalar"))
            ),
            (
                "nullValues",
                described(
                    "texts that mean null besides the empty text, which always does",
                    list(of: ref("scalar")))
            ),
            (
                "separator",
                .object([("type", .string("string")), ("minLength", .number(1)), ("maxLength", .number(1))])
            ),
            ("inputField", typeOrOptions(inputTypes, keys: LayoutDecoder.fieldKeys, options: fieldOptions)),
            ("rowField", typeOrOptions(rowTypes, keys: LayoutDecoder.rowFieldKeys, options: rowFieldOptions)),
            (
                "color",
                described(
                    "a colour, #RRGGBB",
                    .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}$"))]))
            ),
            ("positive", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
            ("align", enumeration(ReportTextAlignment.allCases.map(\.rawValue))),
            ("style", object(keys(LayoutDecoder.styleKeys, styleOptions))),
            (
                "emitter",
                .object([
                    (
                        "anyOf",
                        .array([
                            object(
                                keys(
                                    LayoutDecoder.sectionKeys,
                                    [
                                        "section": .object([("type", .string("string"))]), "when": ref("expression"),
                                        "rows": ref("emitters"),
                                    ]),
                                required: ["section"], description: "a section: rows carry its name"),
                            object(
                                [
                                    (
                                        "row",
                                        described(
                                            "a row kind declared under rows", .object([("type", .string("string"))]))
                                    ), ("when", ref("expression")),
                                ],
                                required: ["row"], additional: ref("scalar"),
                                description:
                                    "a row: each other key is a field of its kind (a template for strings, an expression otherwise)"
                            ),
                        ])
                    )
                ])
            ),
            ("emitters", .object([("oneOf", .array([list(of: ref("emitter")), ref("emitter")]))])),
            (
                "level",
                object(
                    keys(
                        LayoutDecoder.levelKeys,
                        [
                            "by": described("a field, source, or an expression such as month(date)", ref("scalar")),
                            "header": ref("emitters"), "footer": ref("emitters"), "empty": ref("emitters"),
                            "missing": ref("emitters"),
                            "all_values": described(
                                "show every declared value of the level's enum key, in order, records or not",
                                ref("boolean")),
                            "page_break": described(
                                "PDF: start the group on a new page (before), or what follows it (after)",
                                enumeration(PageBreak.allCases.map(\.rawValue))),
                            "repeat_header": described(
                                "PDF: a group that goes on to a new page shows its header rows again", ref("boolean")),
                            "keep_together": described(
                                "PDF: a group that would split but fits on a page starts on a new page", ref("boolean")),
                        ]), required: ["by"])
            ),
        ]
        let properties: [String: JSONValue] = [
            "layout": described(
                "the language version: 1, or 1.1 or 1.2, which only add keys to it",
                .object([("enum", .array([.number(1), .decimal("1.1"), .decimal("1.2")]))])),
            "title": .object([("type", .string("string"))]),
            "locale": described(
                "month and weekday names in date patterns, separators in number formats (default en-US-POSIX)",
                enumeration(ReportLocale.identifiers)),
            "parameters": .object([
                ("type", .string("object")),
                (
                    "additionalProperties",
                    typeOrOptions(rowTypes, keys: LayoutDecoder.parameterKeys, options: ["default": ref("scalar")])
                ),
            ]),
            "input": object(
                keys(
                    LayoutDecoder.inputKeys,
                    [
                        "fields": .object([("type", .string("object")), ("additionalProperties", ref("inputField"))]),
                        "computed": .object([("type", .string("object")), ("additionalProperties", ref("expression"))]),
                        "sorted_by": .object([
                            (
                                "oneOf",
                                .array([
                                    list(of: sortEntry),
                                    sortEntry,
                                ])
                            )
                        ]),
                        "format": enumeration(InputFormat.allCases.map(\.rawValue)),
                        "time_zone": described(
                            "the IANA time zone date-times without an offset are read in and every date-time is "
                                + "shown in, such as Europe/Berlin (default: UTC)",
                            .object([("type", .string("string")), ("examples", .array([.string("Europe/Berlin")]))])),
                        "csv": object(
                            keys(
                                LayoutDecoder.csvKeys,
                                [
                                    "delimiter": described(
                                        "the byte between fields (default ',')",
                                        enumeration(LayoutDecoder.delimiters.keys.sorted())),
                                    "header_line": described(
                                        "the 1-based line of the header; the lines before it are skipped",
                                        .object([("type", .string("integer")), ("minimum", .number(1))])),
                                ])),
                        "encoding": described(
                            "the text encoding (default utf-8)",
                            enumeration(
                                TextEncoding.allCases.map(\.rawValue) + TextEncoding.aliases.keys.sorted())),
                        "null_values": ref("nullValues"),
                    ]), required: ["fields"]),
            "sources": list(of: source),
            "columns": list(
                of: object(
                    keys(
                        LayoutDecoder.columnKeys,
                        [
                            "name": .object([("type", .string("string"))]),
                            "width": described("relative to the other columns' widths (default 1)", ref("positive")),
                            "align": ref("align"), "title": .object([("type", .string("string"))]),
                        ]),
                    required: ["name"])),
            "style": object(keys(LayoutDecoder.reportStyleKeys, reportStyleOptions)),
            "rows": .object([
                ("type", .string("object")),
                (
                    "additionalProperties",
                    object(
                        keys(
                            LayoutDecoder.rowKindKeys,
                            [
                                "height": .object([("type", .string("number")), ("exclusiveMinimum", .number(0))]),
                                "band": enumeration(BandRule.allCases.map(\.rawValue)),
                                "fields": .object([
                                    ("type", .string("object")), ("additionalProperties", ref("rowField")),
                                ]),
                                "style": ref("style"),
                            ]), required: ["height"])
                ),
            ]),
            "page": pageSchema,
            "output": outputSchema,
            "report": object(
                keys(
                    LayoutDecoder.reportKeys,
                    ["groups": list(of: ref("level"))].merging(
                        LayoutDecoder.reportKeys.filter { $0 != "groups" }.map { ($0, ref("emitters")) }
                    ) { a, _ in a })),
        ]
        return .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://github.com/reportgen/reportgen/\(committedPath)")),
            ("title", .string("reportgen layout, version 1")),
            ("type", .string("object")),
            ("required", .array(["layout", "input", "rows", "report"].map(JSONValue.string))),
            ("properties", .object(keys(LayoutDecoder.topLevelKeys, properties))),
            (
                "patternProperties",
                .object([
                    (
                        "^x-",
                        described(
                            "ignored: a place for YAML anchors that row kinds share with '<<: *name'", .object([]))
                    )
                ])
            ),
            ("additionalProperties", .bool(false)),
            ("definitions", .object(definitions)),
        ])
    }
}

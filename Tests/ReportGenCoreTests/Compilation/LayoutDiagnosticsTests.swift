import Testing

@testable import ReportGenCore

/// Each kind of layout error, with the exact position and rule id the validator gives it.
@Suite struct LayoutDiagnosticsTests {
    static let base = """
        layout: 1
        input:
          fields:
            date: { type: date }
            amount: { type: decimal, places: 2 }
            kind: { type: enum, values: { D: debit, C: credit } }
        rows:
          detail: { height: 18, band: keep, fields: { label: string, amount: { type: decimal, places: 2 } } }
          total: { height: 20, fields: { count: int } }
        report:
        """

    func findings(_ report: String, rows: String? = nil) -> [String] {
        var text = Self.base + "\n" + report
        if let rows {
            text = text.replacingOccurrences(of: "  total: { height: 20, fields: { count: int } }", with: rows)
        }
        return Fixtures.diagnostics(text)
    }

    @Test func baseLayoutIsValid() {
        #expect(
            findings(
                "  detail: [ { row: detail, label: \"{date}\", amount: amount } ]\n  footer: [ { row: total, count: \"count()\" } ]"
            )
            .isEmpty)
    }

    /// A field, row field or parameter of an unknown type, and a computed field that does not
    /// check, are reported once, where they are declared: the expressions and emitters that use
    /// them report nothing more (no "found null", "unknown parameter" or "has no field"), while a
    /// mistake of their own still is.
    @Test func aDeclarationsMistakeIsReportedOnce() {
        let text = """
            layout: 1
            input:
              fields:
                name: string
                amount: { type: decimel, places: 2 }
              computed:
                doubled: "amount * 2"
                broken: "nme + 1"
            parameters:
              limit: { type: intt, default: 3 }
            rows:
              detail: { height: 10, fields: { name: strng, amount: decimal } }
              total: { height: 10, fields: { total: decimal } }
            report:
              detail: [ { row: detail, name: "{name}", amount: "doubled", when: "params.limit > 2" } ]
              footer: [ { row: total, total: "sum(amount) + sum(broken) + sum(nope)" } ]

            """
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:5:21: error: unknown type 'decimel' (use string, int, decimal, date, datetime, bool, enum); "
                    + "did you mean 'decimal'? [unknown-type]",
                "t.yaml:8:14: error: unknown name 'nme'; did you mean 'name'? [unknown-name]",
                "t.yaml:10:18: error: unknown type 'intt' (use string, int, decimal, date, datetime, bool); "
                    + "did you mean 'int'? [unknown-type]",
                "t.yaml:12:41: error: unknown type 'strng' (use string, int, decimal, date, datetime, bool); "
                    + "did you mean 'string'? [unknown-type]",
            ])
        // In a query's arguments and as an `all_values` key too; a parameter of an unknown type is
        // still a name "did you mean" offers.
        let more = """
            layout: 1
            parameters: { cut: { type: dat } }
            input:
              fields: { kind: { type: enm, values: { A: a } }, n: int }
            sources:
              - { name: s, sqlite: x.db, query: "SELECT kind, n FROM t WHERE n > ? AND n < ?", arguments: [params.cut, params.cutt], required: true }
            rows: { r: { height: 1, fields: { n: int } } }
            report:
              groups: [ { by: kind, all_values: true } ]
              detail: [ { row: r, n: n } ]

            """
        #expect(
            Fixtures.diagnostics(more) == [
                "t.yaml:2:28: error: unknown type 'dat' (use string, int, decimal, date, datetime, bool); "
                    + "did you mean 'date'? [unknown-type]",
                "t.yaml:4:27: error: unknown type 'enm' (use string, int, decimal, date, datetime, bool, enum); "
                    + "did you mean 'enum'? [unknown-type]",
                "t.yaml:6:108: error: unknown parameter 'cutt'; did you mean 'cut'? [unknown-name]",
            ])
        // An expression that reads a sound name first still reports its own mistake.
        #expect(
            Fixtures.diagnostics(text.replacingOccurrences(of: "sum(amount) + sum(broken) + ", with: "")).last
                == "t.yaml:16:39: error: unknown name 'nope' [unknown-name]")
    }

    /// A CSV setting written straight under `input:` is said to belong under `csv:`.
    @Test func aCSVKeyUnderInputSaysWhereItBelongs() {
        let text = """
            layout: 1
            input:
              delimiter: ";"
              fields: { k: string }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{k}" } ]

            """
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:3:3: error: unknown key 'delimiter' in 'input'; it belongs under 'csv' (csv: { delimiter: … }) "
                    + "[unknown-key]"
            ])
    }

    /// An `enum` where only input fields may have one is one mistake, reported at the type: its
    /// `values` are not an unknown key besides.
    @Test func anEnumOutsideTheInputIsOneFinding() {
        let text = """
            layout: 1
            input:
              fields: { k: string }
            parameters:
              p: { type: enum, values: { a: A } }
            rows:
              r: { height: 1, fields: { e: { type: enum, values: { a: A } } } }
            report:
              detail: [ { row: r, e: "{k}" } ]

            """
        let names = "string, int, decimal, date, datetime, bool"
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:5:14: error: unknown type 'enum' (enum is for input fields only) (use \(names)) [unknown-type]",
                "t.yaml:7:40: error: unknown type 'enum' (enum is for input fields only) (use \(names)) [unknown-type]",
            ])
    }

    /// `+` adds numbers or joins strings; a number beside text is a type error at the number.
    @Test func aNumberJoinedToTextIsATypeError() {
        let text = """
            layout: 1
            input:
              fields: { description: string, amount: { type: decimal, places: 2 } }
            rows:
              detail: { height: 10, fields: { t: string } }
            report:
              detail: [ { row: detail, t: "{amount + description}" }, { row: detail, t: "{description + ' ' + amount}" } ]

            """
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:7:33: error: '+' joins two strings or adds two numbers, found decimal + string; show the decimal "
                    + "as text in a template hole of its own ('{x} {y}') or with format(x, pattern) [type-mismatch]",
                "t.yaml:7:99: error: '+' joins two strings or adds two numbers, found string + decimal; show the "
                    + "decimal as text in a template hole of its own ('{x} {y}') or with format(x, pattern) [type-mismatch]",
            ])
    }

    /// A computed field that reads one declared after it is told so, not "did you mean".
    @Test func aComputedFieldReadingALaterOneIsToldSo() {
        let text = """
            layout: 1
            input:
              fields: { x: int, d: int }
              computed: { a: "b + 1", b: "x * 2" }
            rows: { r: { height: 1, fields: { n: int } } }
            report: { detail: [ { row: r, n: a } ] }

            """
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:4:19: error: computed field 'b' is declared later; a computed field reads only the input "
                    + "fields and the computed fields before it (move 'b' up) [unknown-name]"
            ])
    }

    /// Versions 1.1 and 1.2 only add keys to 1: they read as `layout: 1` does; others do not.
    @Test func layoutVersionsOneToOnePointTwo() {
        let rest =
            "\ninput: { fields: { a: string } }\nrows: { r: { height: 1, fields: { t: string } } }\n"
            + "report: { detail: [ { row: r, t: '{a}' } ] }\n"
        #expect(Fixtures.diagnostics("layout: 1" + rest).isEmpty)
        #expect(Fixtures.diagnostics("layout: 1.1" + rest).isEmpty)
        // By value, as the schema's numbers: 1.0 and 1.10 too.
        #expect(Fixtures.diagnostics("layout: 1.0" + rest).isEmpty)
        #expect(Fixtures.diagnostics("layout: 1.10" + rest).isEmpty)
        #expect(Fixtures.diagnostics("layout: 1.2" + rest).isEmpty)
        #expect(
            Fixtures.diagnostics("layout: 1.3" + rest) == [
                "t.yaml:1:9: error: layout version '1.3' is not supported; this engine reads 'layout: 1', "
                    + "'layout: 1.1' and 'layout: 1.2' [unsupported-version]"
            ])
    }

    /// Positions inside scalars are exact whatever ends the lines: LF, CR LF or a lone CR.
    @Test func positionsInsideScalarsWithEveryLineEnd() {
        let lines = [
            "layout: 1", "input: { fields: { a: string } }", "rows: { r: { height: 1, fields: { t: string } } }",
            "report:", "  detail:", "    - row: r", "      t: |", "        ab {nope}",
            "    - { row: r, t: \"\\t{nope}\" }",
        ]
        for end in ["\n", "\r\n", "\r"] {
            #expect(
                Fixtures.diagnostics(lines.joined(separator: end) + end) == [
                    "t.yaml:8:13: error: unknown name 'nope' [unknown-name]",
                    "t.yaml:9:24: error: unknown name 'nope' [unknown-name]",
                ], "\(end.unicodeScalars.map(\.value))")
        }
    }

    @Test func unknownKeyWithHint() {
        #expect(
            Fixtures.diagnostics("layout: 1\ntitel: x\n") == [
                "t.yaml:1:1: error: the layout needs 'input' [missing-key]",
                "t.yaml:1:1: error: the layout needs 'rows' [missing-key]",
                "t.yaml:1:1: error: the layout needs 'report' [missing-key]",
                "t.yaml:2:1: error: unknown key 'titel' in the layout; did you mean 'title'? [unknown-key]",
            ])
    }

    @Test func unknownRowKind() {
        #expect(
            findings("  detail: [ { row: detial, label: x, amount: amount } ]") == [
                "t.yaml:11:20: error: unknown row kind 'detial'; did you mean 'detail'? [unknown-row-kind]"
            ])
        // With no close name, the kinds the layout has.
        #expect(
            findings("  detail: [ { row: footer, label: x, amount: amount } ]") == [
                "t.yaml:11:20: error: unknown row kind 'footer' (the layout declares detail, total) [unknown-row-kind]"
            ])
    }

    /// A string field given a field's bare name shows the word: a warning says to write a hole.
    @Test func aStringFieldGivenAFieldsNameIsSuspicious() {
        #expect(
            findings(
                "  detail: [ { row: detail, label: kind, amount: amount } ]\n  footer: [ { row: total, count: \"count()\" } ]"
            ) == [
                "t.yaml:11:35: warning: field 'label' is the text 'kind', the name of a field; a string field's value "
                    + "is a template: write '{kind}' to show the field's value [suspicious]"
            ])
        #expect(
            findings(
                "  detail: [ { row: detail, label: Kind, amount: amount } ]\n  footer: [ { row: total, count: \"count()\" } ]"
            )
            .isEmpty)
    }

    @Test func fieldNotDeclaredByTheKind() {
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: amount, extra: 1 } ]") == [
                "t.yaml:11:54: error: row kind 'detail' has no field 'extra' (it declares label, amount) [unknown-field]"
            ])
    }

    @Test func fieldLeftOutByTheEmitter() {
        #expect(
            findings("  detail: [ { row: detail, label: x } ]") == [
                "t.yaml:11:20: error: row 'detail' needs a value for field 'amount' [missing-field]"
            ])
    }

    @Test func badBandRule() {
        let text = Self.base.replacingOccurrences(of: "band: keep", with: "band: togle") + "\n  detail: []"
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:8:31: error: unknown band rule 'togle' (use toggle, keep, odd, even or none); did you mean 'toggle'? [invalid-band]"
            ])
    }

    @Test(arguments: ["1e2", "1.8E+1", "18.0"])
    func heightsMayBeWrittenWithAnExponentAsYAMLAllows(_ height: String) {
        let text = Self.base.replacingOccurrences(of: "height: 18", with: "height: \(height)") + "\n  detail: []"
        // Only the base layout's own warnings: no error for the height.
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:8:3: warning: row kind 'detail' is declared but no row emits it [suspicious]",
                "t.yaml:9:3: warning: row kind 'total' is declared but no row emits it [suspicious]",
            ])
    }

    @Test(arguments: ["0", "-5", "tall", "0e5", "1e999"])
    func nonPositiveHeight(_ height: String) {
        let text = Self.base.replacingOccurrences(of: "height: 18", with: "height: \(height)") + "\n  detail: []"
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:8:21: error: height '\(height)' must be a positive number of points [invalid-height]"
            ])
    }

    @Test func templateSyntaxPointsAtTheBrace() {
        #expect(
            findings("  detail: [ { row: detail, label: \"total {amount\", amount: amount } ]") == [
                "t.yaml:11:42: error: unclosed '{' (write '{{' for a literal brace) [template-syntax]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: \"a } b\", amount: amount } ]") == [
                "t.yaml:11:38: error: unmatched '}' (write '}}' for a literal brace) [template-syntax]"
            ])
    }

    /// A template's own mistakes do not hide its holes' errors, nor each other.
    @Test func aTemplateReportsEveryMistake() {
        #expect(
            findings(
                "  detail: [ { row: detail, label: \"{date:YYYY} } {summ(amount)} {} {amount\", amount: amount } ]")
                == [
                    "t.yaml:11:42: error: 'YYYY' is not a date pattern letter (use yyyy yy MMMM MMM MM M dd d EEEE "
                        + "EEE HH mm ss LLLL LLL cccc ccc, and quote literal text) [invalid-format]",
                    "t.yaml:11:48: error: unmatched '}' (write '}}' for a literal brace) [template-syntax]",
                    "t.yaml:11:51: error: unknown function 'summ'; did you mean 'sum'? [unknown-function]",
                    "t.yaml:11:65: error: empty '{}' in a template [template-syntax]",
                    "t.yaml:11:68: error: unclosed '{' (write '{{' for a literal brace) [template-syntax]",
                ])
        // An unclosed empty hole is one mistake.
        #expect(
            findings("  detail: [ { row: detail, label: \"a {:x\", amount: amount } ]") == [
                "t.yaml:11:38: error: unclosed '{' (write '{{' for a literal brace) [template-syntax]"
            ])
    }

    @Test func expressionSyntaxPointsAtTheCharacter() {
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: \"amount * (2 +\" } ]") == [
                "t.yaml:11:60: error: expression ends too soon; expected a value [expression-syntax]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: \"amount = 2\" } ]") == [
                "t.yaml:11:54: error: unexpected character '=' (use '==' to compare) [expression-syntax]"
            ])
    }

    @Test func expressionInsideATemplateHole() {
        #expect(
            findings("  detail: [ { row: detail, label: \"{amont:,.2}\", amount: amount } ]") == [
                "t.yaml:11:37: error: unknown name 'amont'; did you mean 'amount'? [unknown-name]"
            ])
    }

    @Test func badFormatsPointInsideTheHole() {
        #expect(
            findings("  detail: [ { row: detail, label: \"{date:MMM dd, YYYY}\", amount: amount } ]") == [
                "t.yaml:11:50: error: 'YYYY' is not a date pattern letter (use yyyy yy MMMM MMM MM M dd d EEEE EEE HH mm ss LLLL LLL cccc ccc, and quote literal text) [invalid-format]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: \"{kind:,.2}\", amount: amount } ]") == [
                "t.yaml:11:42: error: a string value takes no format [invalid-format]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: \"{date:.2}\", amount: amount } ]") == [
                "t.yaml:11:42: error: '.2' has no date pattern letter, so it would show the same text for every date; use letters such as yyyy, MM, dd (a number format like .2 takes a number) [invalid-format]"
            ])
        // A row field's or an input field's own `format` too.
        #expect(
            Fixtures.diagnostics(
                "layout: 1\ninput:\n  fields: { d: date }\nrows:\n  r: { height: 1, fields: { d: { type: date, format: \".2\" } } }\n"
                    + "report:\n  detail: [ { row: r, d: d } ]\n") == [
                    "t.yaml:5:55: error: '.2' has no date pattern letter, so it would show the same text for every date; use letters such as yyyy, MM, dd (a number format like .2 takes a number) [invalid-format]"
                ])
    }

    /// A position inside a scalar is where the character was written, whatever YAML made of the
    /// text around it: escapes, doubled quotes, block scalars, lines folded into one value.
    @Test func positionsInsideEscapedFoldedAndBlockScalarsAreWhereTheTextIs() {
        let text = """
            layout: 1
            input:
              fields:
                x: decimal
              computed:
                a: if(x > 1,
                     nope, x)
                c: "x + \\u00e9nope3"
            rows:
              r: { height: 1, fields: { t: string, u: string, v: string, w: string, y: string } }
            report:
              detail:
                - row: r
                  t: !!str "ab {nope}"
                  u: "\\t\\t{nope}"
                  v: 'x\'\'\'\'{nope}'
                  w: |
                    line one
                    and {nope}
                  y: >-
                    folded
                      {nope}
            """
        #expect(
            Fixtures.diagnostics(text) == [
                "t.yaml:7:10: error: unknown name 'nope' [unknown-name]",
                "t.yaml:8:13: error: unknown name 'énope3' [unknown-name]",
                "t.yaml:14:21: error: unknown name 'nope' [unknown-name]",
                "t.yaml:15:16: error: unknown name 'nope' [unknown-name]",
                "t.yaml:16:17: error: unknown name 'nope' [unknown-name]",
                "t.yaml:19:14: error: unknown name 'nope' [unknown-name]",
                "t.yaml:22:12: error: unknown name 'nope' [unknown-name]",
            ])
    }

    @Test func typeMismatches() {
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: \"kind\" } ]") == [
                "t.yaml:11:47: error: field 'amount' is decimal, but the value is string [type-mismatch]"
            ])
        #expect(
            findings(
                "  groups:\n    - by: date\n      footer: [ { row: total, count: \"sum(amount)\" } ]\n  detail: []"
            ) == [
                "t.yaml:13:39: error: field 'count' is int, but the value is decimal (an int field takes a decimal only rounded to a whole number: round(x) or round(x, 0)) [type-mismatch]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: \"{kind == 1}\", amount: amount } ]") == [
                "t.yaml:11:42: error: cannot compare string with int [type-mismatch]"
            ])
    }

    @Test func aggregatesOutsideHeadersAndFooters() {
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: \"sum(amount)\" } ]") == [
                "t.yaml:11:47: error: sum() is an aggregate; aggregates belong in group and report headers and footers, not report.detail [misplaced-aggregate]"
            ])
    }

    @Test func unknownFunctionAndWrongArity() {
        #expect(
            findings("  detail: [ { row: detail, label: \"{uper(kind)}\", amount: amount } ]") == [
                "t.yaml:11:37: error: unknown function 'uper'; did you mean 'upper'? [unknown-function]"
            ])
        #expect(
            findings("  detail: [ { row: detail, label: x, amount: \"abs(amount, 2)\" } ]") == [
                "t.yaml:11:47: error: abs() takes 1 argument, found 2 [unknown-function]"
            ])
    }

    @Test func sourceLevelRules() {
        #expect(
            findings("  groups:\n    - by: source\n  detail: []") == [
                "t.yaml:12:11: error: 'by: source' needs a 'sources:' list in the layout [invalid-source-level]"
            ])
    }

    @Test func duplicateKeysAreReportedAtTheSecondOne() {
        #expect(
            Fixtures.diagnostics("layout: 1\ninput:\n  fields:\n    a: string\n    a: int\n") == [
                "t.yaml:1:1: error: the layout needs 'rows' [missing-key]",
                "t.yaml:1:1: error: the layout needs 'report' [missing-key]",
                "t.yaml:5:5: error: duplicate key 'a' (first at line 4) [duplicate-key]",
            ])
    }

    @Test func everyDuplicateKeyIsReportedAndHidesNoOtherError() {
        let text = Self.base.replacingOccurrences(
            of: "    kind: { type: enum",
            with: "    amount: int\n    date: string\n    kind: { type: enum")
        #expect(
            Fixtures.diagnostics(
                text
                    + "\n  detail: [ { row: detail, label: \"{amont}\", amount: amount, label: x } ]\n  footer: [ { row: totl } ]\n"
                    + "rows: {}\n"
            ) == [
                "t.yaml:6:5: error: duplicate key 'amount' (first at line 5) [duplicate-key]",
                "t.yaml:7:5: error: duplicate key 'date' (first at line 4) [duplicate-key]",
                "t.yaml:13:37: error: unknown name 'amont'; did you mean 'amount'? [unknown-name]",
                "t.yaml:13:62: error: duplicate key 'label' (first at line 13) [duplicate-key]",
                "t.yaml:14:20: error: unknown row kind 'totl'; did you mean 'total'? [unknown-row-kind]",
                "t.yaml:15:1: error: duplicate key 'rows' (first at line 9) [duplicate-key]",
            ])
    }

    @Test func yamlSyntaxErrorsHaveAPosition() {
        #expect(
            Fixtures.diagnostics("layout: 1\ninput: [\n") == [
                "t.yaml:3:1: error: YAML syntax: did not find expected node content while parsing a flow node [yaml-syntax]"
            ])
    }

    @Test func yaml11SpellingsAreWarnings() {
        let out = Fixtures.diagnostics(
            Self.base
                + "\n  detail: [ { row: detail, label: no, amount: amount } ]\n  footer: [ { row: total, count: \"count()\" } ]"
        )
        #expect(
            out == [
                "t.yaml:11:35: warning: 'no' is a boolean in YAML 1.1 and a string in YAML 1.2; write true or false for a yes-or-no setting, or quote it for text [yaml-ambiguity]"
            ])
    }

    @Test func everyProblemIsReportedInOneRunSortedByPosition() {
        let out = findings(
            "  detail: [ { row: detail, label: \"{amont}\", amount: \"kind\" } ]\n  footer: [ { row: totl } ]")
        #expect(
            out == [
                "t.yaml:11:37: error: unknown name 'amont'; did you mean 'amount'? [unknown-name]",
                "t.yaml:11:55: error: field 'amount' is decimal, but the value is string [type-mismatch]",
                "t.yaml:12:20: error: unknown row kind 'totl'; did you mean 'total'? [unknown-row-kind]",
            ])
    }

    @Test func hostileNestingIsRejectedQuickly() {
        let deep = "layout: 1\ninput: " + String(repeating: "[", count: 100_000) + "\n"
        let out = Fixtures.diagnostics(deep)
        #expect(out == ["t.yaml:2:72: error: nesting deeper than 64 levels [yaml-limit]"])
        // Block mappings past the limit: the same words, at the first mapping too deep.
        var hundred = "layout: 1\nx:\n"
        for depth in 1..<100 { hundred += String(repeating: "  ", count: depth) + "a:\n" }
        #expect(Fixtures.diagnostics(hundred) == ["t.yaml:67:131: error: nesting deeper than 64 levels [yaml-limit]"])
        // Block mappings a thousand deep stop the YAML parser itself: the same limit, in the same words.
        var block = "layout: 1\nx:\n"
        for depth in 1..<1_200 { block += String(repeating: "  ", count: depth) + "a:\n" }
        #expect(Fixtures.diagnostics(block) == ["t.yaml:1001:1999: error: nesting deeper than 64 levels [yaml-limit]"])
        let laughs = """
            layout: 1
            a: &a ["x","x","x","x","x","x","x","x","x","x"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
            """
        #expect(
            Fixtures.diagnostics(laughs) == [
                "t.yaml:2:40: error: the file expands to more than 100000 nodes (each alias counted where it is used) [yaml-limit]"
            ])
    }
}

@Suite struct SuggestionTests {
    @Test func tiesGoToTheFirstInAlphabeticalOrderWhateverTheOrderOfCandidates() {
        #expect(Suggestion.closest(to: "b", in: ["n", "a", "c"]) == "a")
        #expect(Suggestion.closest(to: "b", in: ["c", "n", "a"]) == "a")
        #expect(Suggestion.closest(to: "dsc", in: ["desc", "asc"]) == "asc")
        #expect(Suggestion.closest(to: "amuont", in: ["amount", "a"]) == "amount")
    }

    /// A quoted value is text, as every YAML reader takes it: `"18"` is no height and `'yes'` no bool.
    @Test func quotedNumbersAndBoolsAreText() {
        let findings = Fixtures.diagnostics(
            """
            layout: "1"
            input:
              fields: { amount: { type: decimal, places: "2" } }
            rows:
              r: { height: "18", fields: { t: string }, style: { bold: "yes", size: '9', indent: "1" } }
            report:
              detail: [ { row: r, t: "{amount}" } ]
            """)
        let note = " (a quoted value is text: write it without quotes)"
        #expect(
            findings == [
                "t.yaml:1:9: error: layout version '1' is not supported; this engine reads 'layout: 1', "
                    + "'layout: 1.1' and 'layout: 1.2'\(note) [unsupported-version]",
                "t.yaml:3:46: error: places '2' must be a whole number from 0 to 30\(note) [invalid-option]",
                "t.yaml:5:16: error: height '18' must be a positive number of points\(note) [invalid-height]",
                "t.yaml:5:60: error: 'bold' must be true or false\(note) [invalid-value]",
                "t.yaml:5:73: error: 'size' must be a number greater than 0, found '9'\(note) [invalid-value]",
                "t.yaml:5:86: error: 'indent' must be a whole number of steps from 0 to 100, found '1'\(note) "
                    + "[invalid-value]",
            ])
        // Plain, the same values are what they say.
        #expect(
            Fixtures.diagnostics(
                """
                layout: 1
                input:
                  fields: { amount: { type: decimal, places: 2 } }
                rows:
                  r: { height: 18, fields: { t: string }, style: { bold: yes, size: 9, indent: 1 } }
                report:
                  detail: [ { row: r, t: "{amount}" } ]
                """
            ).filter { $0.contains("error") }.isEmpty)
    }

    /// One mistake, one finding: an invalid separator is not also said to clash, and a field that
    /// may not be named `when` does not make its rows' `when:` a condition to check.
    @Test func oneMistakeIsNotEchoed() {
        #expect(
            Fixtures.diagnostics(
                """
                layout: 1
                input:
                  fields:
                    amount: { type: decimal, places: 2, decimal_separator: "ab", grouping_separator: "." }
                rows:
                  line: { height: 18, fields: { when: string, total: decimal } }
                report:
                  detail: [ { row: line, when: "x", total: amount } ]
                """) == [
                    "t.yaml:4:60: error: decimal_separator 'ab' must be one character that is not a digit, a sign or "
                        + "a letter, such as '.', ',', ' ' or \"'\" [invalid-value]",
                    "t.yaml:6:33: error: 'when' is reserved in rows and cannot name a field [invalid-value]",
                ])
    }

    /// `all_values` shows its groups in declared order: a descending `sorted_by` on its key would
    /// let no record through, so the layout is refused.
    @Test func allValuesNeedsItsKeyAscending() {
        let layout = """
            layout: 1
            input:
              sorted_by: [e desc]
              fields: { e: { type: enum, values: { A: alpha, B: beta } }, n: int }
            rows:
              r: { height: 1, fields: { n: int } }
            report:
              groups: [ { by: e, all_values: true } ]
              detail: [ { row: r, n: n } ]
            """
        #expect(
            Fixtures.diagnostics(layout) == [
                "t.yaml:8:34: error: 'all_values' shows the groups of 'e' in their declared order (alpha, beta), but "
                    + "'sorted_by' asks for 'e desc': no records could be in both orders; sort 'e' ascending, or "
                    + "leave out 'all_values' [invalid-option]"
            ])
        #expect(Fixtures.diagnostics(layout.replacingOccurrences(of: "e desc", with: "e")).isEmpty)
    }
}

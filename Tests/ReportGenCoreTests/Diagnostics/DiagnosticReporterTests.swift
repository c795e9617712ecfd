import Testing

@testable import ReportGenCore

@Suite struct DiagnosticReporterTests {
    let files: [(file: String, diagnostics: [Diagnostic])] = [
        (
            "a.yaml",
            [
                Diagnostic(
                    .error, rule: .unknownKey, "unknown key 'titel' <x>", file: "a.yaml",
                    at: SourcePosition(line: 2, column: 1)),
                Diagnostic(
                    .warning, rule: .yamlAmbiguity, "'no' is a boolean", file: "a.yaml",
                    at: SourcePosition(line: 5, column: 9)),
                Diagnostic(
                    .error, rule: .typeMismatch, "\"x\" & y", file: "a.yaml", at: SourcePosition(line: 7, column: 3)),
            ]
        ),
        ("b.yaml", []),
        // A finding about the whole file, without a position: reported at 1:1.
        (
            "c.yaml",
            [Diagnostic(.error, rule: .unreadableFile, "cannot read the layout: no such file", file: "c.yaml", at: nil)]
        ),
        (
            "d.yaml",
            [Diagnostic(.warning, rule: .suspicious, "odd", file: "d.yaml", at: SourcePosition(line: 3, column: 4))]
        ),
    ]

    @Test func text() {
        #expect(
            DiagnosticReporter.text.format(files) == """
                a.yaml:2:1: error: unknown key 'titel' <x> [unknown-key]
                a.yaml:5:9: warning: 'no' is a boolean [yaml-ambiguity]
                a.yaml:7:3: error: "x" & y [type-mismatch]
                c.yaml:1:1: error: cannot read the layout: no such file [unreadable-file]
                d.yaml:3:4: warning: odd [suspicious]

                """)
    }

    /// One finding is one line: the layout's own text in a message (a key with a line break, an
    /// escape sequence) is shown escaped, so it can neither fake another finding nor drive a terminal.
    @Test func textEscapesLineBreaksAndControls() {
        let key = "titel\nc.yaml:1:1: error: fake\u{1B}[2J"
        let diagnostic = Diagnostic(
            .error, rule: .unknownKey, "unknown key '\(key)' in the layout", file: "a.yaml",
            at: SourcePosition(line: 2, column: 1))
        #expect(
            diagnostic.description
                == "a.yaml:2:1: error: unknown key 'titel\\nc.yaml:1:1: error: fake\\x1B[2J' in the layout [unknown-key]"
        )
    }

    @Test func github() {
        #expect(
            DiagnosticReporter.github.format(files).split(separator: "\n") == [
                "::error file=a.yaml,line=2,col=1,title=reportgen unknown-key::unknown key 'titel' <x>",
                "::warning file=a.yaml,line=5,col=9,title=reportgen yaml-ambiguity::'no' is a boolean",
                "::error file=a.yaml,line=7,col=3,title=reportgen type-mismatch::\"x\" & y",
                "::error file=c.yaml,line=1,col=1,title=reportgen unreadable-file::cannot read the layout: no such file",
                "::warning file=d.yaml,line=3,col=4,title=reportgen suspicious::odd",
            ])
    }

    @Test func json() throws {
        typealias Finding = ReporterDocuments.ValidateReport.Finding
        #expect(
            try ReporterDocuments.json(DiagnosticReporter.json.format(files))
                == .init(files: [
                    .init(
                        file: "a.yaml", valid: false,
                        diagnostics: [
                            Finding(
                                severity: "error", rule: "unknown-key", message: "unknown key 'titel' <x>", line: 2,
                                column: 1),
                            Finding(
                                severity: "warning", rule: "yaml-ambiguity", message: "'no' is a boolean", line: 5,
                                column: 9),
                            Finding(severity: "error", rule: "type-mismatch", message: "\"x\" & y", line: 7, column: 3),
                        ]),
                    .init(file: "b.yaml", valid: true, diagnostics: []),
                    .init(
                        file: "c.yaml", valid: false,
                        diagnostics: [
                            Finding(
                                severity: "error", rule: "unreadable-file",
                                message: "cannot read the layout: no such file", line: 1, column: 1)
                        ]),
                    .init(
                        file: "d.yaml", valid: true,
                        diagnostics: [
                            Finding(severity: "warning", rule: "suspicious", message: "odd", line: 3, column: 4)
                        ]),
                ]))
    }

    @Test func sarif() throws {
        let log = try ReporterDocuments.sarif(DiagnosticReporter.sarif.format(files))
        #expect(log.schema == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log.version == "2.1.0")
        #expect(log.toolName == "reportgen")
        #expect(log.columnKind == "unicodeCodePoints")
        #expect(log.rules.map(\.id) == DiagnosticRule.allCases.map(\.rawValue))
        #expect(log.rules.map(\.text) == DiagnosticRule.allCases.map(\.summary))
        #expect(
            log.results == [
                .init(
                    ruleId: "unknown-key", level: "error", message: "unknown key 'titel' <x>", uri: "a.yaml",
                    startLine: 2, startColumn: 1),
                .init(
                    ruleId: "yaml-ambiguity", level: "warning", message: "'no' is a boolean", uri: "a.yaml",
                    startLine: 5, startColumn: 9),
                .init(
                    ruleId: "type-mismatch", level: "error", message: "\"x\" & y", uri: "a.yaml", startLine: 7,
                    startColumn: 3),
                .init(
                    ruleId: "unreadable-file", level: "error", message: "cannot read the layout: no such file",
                    uri: "c.yaml", startLine: 1, startColumn: 1),
                .init(
                    ruleId: "suspicious", level: "warning", message: "odd", uri: "d.yaml", startLine: 3,
                    startColumn: 4),
            ])
    }

    @Test func junit() throws {
        let report = try ReporterDocuments.junit(DiagnosticReporter.junit.format(files))
        #expect(report.suites == [.init(name: "reportgen validate", tests: 4, failures: 2)])
        #expect(report.name == "reportgen validate" && report.tests == 4 && report.failures == 2)
        #expect(
            report.cases == [
                .init(
                    classname: "reportgen.validate", name: "a.yaml",
                    failure: .init(
                        type: "unknown-key", message: "unknown key 'titel' <x>",
                        text: """
                            a.yaml:2:1: error: unknown key 'titel' <x> [unknown-key]
                            a.yaml:7:3: error: "x" & y [type-mismatch]
                            """),
                    systemOut: "a.yaml:5:9: warning: 'no' is a boolean [yaml-ambiguity]"),
                .init(classname: "reportgen.validate", name: "b.yaml", failure: nil, systemOut: nil),
                .init(
                    classname: "reportgen.validate", name: "c.yaml",
                    failure: .init(
                        type: "unreadable-file", message: "cannot read the layout: no such file",
                        text: "c.yaml:1:1: error: cannot read the layout: no such file [unreadable-file]"),
                    systemOut: nil),
                .init(
                    classname: "reportgen.validate", name: "d.yaml", failure: nil,
                    systemOut: "d.yaml:3:4: warning: odd [suspicious]"),
            ])
    }

    /// Text each format's reader would take for something else — a path with a space, a
    /// non-ASCII letter and a colon, braces, a line break, U+FFFF, an escape sequence — arrives
    /// as written, or escaped as its reader needs.
    @Test func awkwardTextInEveryReporter() throws {
        let message = "unclosed '{' (write '{{' for a literal brace)\r\nnext \u{FFFF}\u{1B}[2J\u{2028}"
        let file = "dir with spåce/x:y.yaml"
        let awkward = [
            (
                file: file,
                diagnostics: [
                    Diagnostic(
                        .error, rule: .templateSyntax, message, file: file, at: SourcePosition(line: 3, column: 5))
                ]
            )
        ]
        let log = try ReporterDocuments.sarif(DiagnosticReporter.sarif.format(awkward))
        #expect(log.results.map(\.uri) == ["dir%20with%20sp%C3%A5ce/x%3Ay.yaml"])
        #expect(
            log.results.map(\.message) == [
                "unclosed '{{' (write '{{{{' for a literal brace)\r\nnext \u{FFFF}\u{1B}[2J\u{2028}"
            ])
        let report = try ReporterDocuments.junit(DiagnosticReporter.junit.format(awkward))
        #expect(report.cases.map(\.name) == [file])
        #expect(
            report.cases.map { $0.failure?.message } == [
                "unclosed '{' (write '{{' for a literal brace)\r\nnext \\u{FFFF}\\x1B[2J\u{2028}"
            ])
        #expect(
            DiagnosticReporter.github.format(awkward)
                == "::error file=dir with spåce/x%3Ay.yaml,line=3,col=5,title=reportgen template-syntax::"
                + "unclosed '{' (write '{{' for a literal brace)%0D%0Anext \u{FFFF}\\x1B[2J\\u{2028}\n")
    }
}

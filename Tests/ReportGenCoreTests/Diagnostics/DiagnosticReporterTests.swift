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
            ]
        ),
        ("b.yaml", []),
    ]

    @Test func text() {
        #expect(
            DiagnosticReporter.text.format(files)
                == "a.yaml:2:1: error: unknown key 'titel' <x> [unknown-key]\na.yaml:5:9: warning: 'no' is a boolean [yaml-ambiguity]\n"
        )
    }

    @Test func github() {
        #expect(
            DiagnosticReporter.github.format(files).split(separator: "\n") == [
                "::error file=a.yaml,line=2,col=1,title=reportgen unknown-key::unknown key 'titel' <x>",
                "::warning file=a.yaml,line=5,col=9,title=reportgen yaml-ambiguity::'no' is a boolean",
            ])
    }

    @Test func junit() {
        let xml = DiagnosticReporter.junit.format(files)
        #expect(xml.contains("<testsuites name=\"reportgen validate\" tests=\"2\" failures=\"1\">"))
        #expect(
            xml.contains("<failure type=\"unknown-key\" message=\"unknown key 'titel' &lt;x&gt;\">a.yaml:2:1: error:"))
        #expect(xml.contains("<testcase classname=\"reportgen.validate\" name=\"b.yaml\"/>"))
        #expect(xml.contains("<system-out>a.yaml:5:9: warning:"))
    }

    @Test func sarifAndJSON() {
        let sarif = DiagnosticReporter.sarif.format(files)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        #expect(sarif.contains("\"ruleId\": \"unknown-key\""))
        #expect(sarif.contains("\"startLine\": 2"))
        #expect(sarif.contains("\"id\": \"misplaced-aggregate\""))
        let json = DiagnosticReporter.json.format(files)
        #expect(json.contains("\"file\": \"a.yaml\",\n      \"valid\": false"))
        #expect(json.contains("\"file\": \"b.yaml\",\n      \"valid\": true"))
    }
}

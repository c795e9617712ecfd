import Foundation
import Testing

@testable import ReportGenCore

/// One defect per file in Corpus/, each named after the rule it breaks; `expected.txt` holds the
/// one finding each must produce: `FILE LINE:COLUMN SEVERITY RULE`. Files are read as `validate`
/// reads them, so `invalid-encoding.yaml` is Latin-1 and `unreadable-file.yaml` is absent on purpose.
@Suite struct DiagnosticsCorpusTests {
    static let directory = "Tests/ReportGenCoreTests/Compilation/Corpus"

    static let expectations: [(file: String, position: String, severity: String, rule: String)] = {
        let text = (try? Fixtures.text("\(directory)/expected.txt")) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ").map(String.init)
            return (parts[0], parts[1], parts[2], parts[3])
        }
    }()

    @Test func everyRuleHasACorpusFile() {
        let covered = Set(Self.expectations.map(\.rule))
        #expect(covered == Set(DiagnosticRule.allCases.map(\.rawValue)))
        for expectation in Self.expectations {
            #expect(expectation.file == expectation.rule + ".yaml")
        }
    }

    @Test(arguments: expectations.map(\.file))
    func exactPositionAndRule(_ file: String) throws {
        let expected = try #require(Self.expectations.first { $0.file == file })
        let path = Fixtures.root.appendingPathComponent("\(Self.directory)/\(file)").path
        let findings = LayoutCompiler.compile(contentsOf: path, checkingFonts: true).diagnostics
        #expect(findings.count == 1, "\(findings.map(\.description))")
        let finding = try #require(findings.first)
        #expect(finding.position.map { "\($0.line):\($0.column)" } == expected.position)
        #expect(finding.severity.rawValue == expected.severity)
        #expect(finding.rule.rawValue == expected.rule)
    }
}

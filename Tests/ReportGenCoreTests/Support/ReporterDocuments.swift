import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `validate`'s machine-readable reports parsed back into values, so that tests compare their
/// structure rather than search their text.
enum ReporterDocuments {
    enum Malformed: Error, CustomStringConvertible {
        case shape(String)
        var description: String {
            switch self {
            case .shape(let path): return "unexpected shape at \(path)"
            }
        }
    }

    // MARK: JSON

    /// The `json` reporter's document.
    struct ValidateReport: Decodable, Equatable {
        struct File: Decodable, Equatable {
            var file: String
            var valid: Bool
            var diagnostics: [Finding]
        }
        struct Finding: Decodable, Equatable {
            var severity: String
            var rule: String
            var message: String
            var line: Int
            var column: Int
        }
        var files: [File]
    }

    static func json(_ text: String) throws -> ValidateReport {
        try JSONDecoder().decode(ValidateReport.self, from: Data(text.utf8))
    }

    // MARK: SARIF

    /// The parts of a SARIF log that `validate` fills in.
    struct SARIFLog: Equatable {
        struct Rule: Equatable {
            var id: String
            var text: String
        }
        struct Result: Equatable {
            var ruleId: String
            var level: String
            var message: String
            var uri: String
            var startLine: Int
            var startColumn: Int
        }
        var schema: String
        var version: String
        var toolName: String
        var columnKind: String
        var rules: [Rule]
        var results: [Result]
    }

    static func sarif(_ text: String) throws -> SARIFLog {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let runs: [Any] = try field(root, "runs")
        guard runs.count == 1 else { throw Malformed.shape("runs (\(runs.count) runs)") }
        let run = runs[0]
        let driver: Any = try field(try field(run, "tool") as Any, "driver")
        let rules = try (field(driver, "rules") as [Any]).map { rule in
            SARIFLog.Rule(
                id: try field(rule, "id"), text: try field(try field(rule, "shortDescription") as Any, "text"))
        }
        let results = try (field(run, "results") as [Any]).map { result in
            let locations: [Any] = try field(result, "locations")
            guard locations.count == 1 else { throw Malformed.shape("locations (\(locations.count))") }
            let physical: Any = try field(locations[0], "physicalLocation")
            let region: Any = try field(physical, "region")
            return SARIFLog.Result(
                ruleId: try field(result, "ruleId"), level: try field(result, "level"),
                message: try field(try field(result, "message") as Any, "text"),
                uri: try field(try field(physical, "artifactLocation") as Any, "uri"),
                startLine: try field(region, "startLine"), startColumn: try field(region, "startColumn"))
        }
        return SARIFLog(
            schema: try field(root, "$schema"), version: try field(root, "version"),
            toolName: try field(driver, "name"), columnKind: try field(run, "columnKind"),
            rules: rules, results: results)
    }

    private static func field<T>(_ object: Any, _ key: String) throws -> T {
        guard let dictionary = object as? [String: Any], let value = dictionary[key] else {
            throw Malformed.shape("'\(key)' (missing)")
        }
        // JSONSerialization reads numbers as NSNumber: a bool must not pass for an int.
        if T.self == Int.self, let number = value as? NSNumber, String(cString: number.objCType) == "c" {
            throw Malformed.shape("'\(key)' (a bool, not a number)")
        }
        guard let typed = value as? T else { throw Malformed.shape("'\(key)' (\(type(of: value)), not \(T.self))") }
        return typed
    }

    // MARK: JUnit

    /// A JUnit report: the `testsuites` element, its suites and their test cases.
    struct JUnitReport: Equatable {
        struct Suite: Equatable {
            var name: String
            var tests: Int
            var failures: Int
        }
        struct Failure: Equatable {
            var type: String
            var message: String
            var text: String
        }
        struct Case: Equatable {
            var classname: String
            var name: String
            var failure: Failure?
            var systemOut: String?
        }
        var name: String
        var tests: Int
        var failures: Int
        var suites: [Suite]
        var cases: [Case]
    }

    static func junit(_ text: String) throws -> JUnitReport {
        let document = try XMLDocument(data: Data(text.utf8))
        guard let root = document.rootElement(), root.name == "testsuites" else {
            throw Malformed.shape("the root is not <testsuites>")
        }
        let suites = root.elements(forName: "testsuite")
        guard root.children?.count == suites.count else { throw Malformed.shape("<testsuites> holds more than suites") }
        var cases: [JUnitReport.Case] = []
        for suite in suites {
            for element in suite.children ?? [] {
                guard let testCase = element as? XMLElement, testCase.name == "testcase" else {
                    throw Malformed.shape("<testsuite> holds \(element.name ?? "text")")
                }
                let failures = testCase.elements(forName: "failure")
                let outputs = testCase.elements(forName: "system-out")
                guard failures.count <= 1, outputs.count <= 1,
                    testCase.children?.count ?? 0 == failures.count + outputs.count
                else { throw Malformed.shape("<testcase> children") }
                cases.append(
                    JUnitReport.Case(
                        classname: try attribute(testCase, "classname"), name: try attribute(testCase, "name"),
                        failure: try failures.first.map {
                            JUnitReport.Failure(
                                type: try attribute($0, "type"), message: try attribute($0, "message"),
                                text: $0.stringValue ?? "")
                        },
                        systemOut: outputs.first.map { $0.stringValue ?? "" }))
            }
        }
        return JUnitReport(
            name: try attribute(root, "name"), tests: try number(root, "tests"), failures: try number(root, "failures"),
            suites: try suites.map {
                JUnitReport.Suite(
                    name: try attribute($0, "name"), tests: try number($0, "tests"),
                    failures: try number($0, "failures"))
            }, cases: cases)
    }

    private static func attribute(_ element: XMLElement, _ name: String) throws -> String {
        guard let value = element.attribute(forName: name)?.stringValue else {
            throw Malformed.shape("<\(element.name ?? "")> lacks '\(name)'")
        }
        return value
    }

    private static func number(_ element: XMLElement, _ name: String) throws -> Int {
        guard let value = Int(try attribute(element, name)) else {
            throw Malformed.shape("<\(element.name ?? "")> '\(name)' is not a number")
        }
        return value
    }
}

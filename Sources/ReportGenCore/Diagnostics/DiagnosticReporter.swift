import Foundation

/// The formats `reportgen validate` reports findings in.
///
/// ```swift
/// DiagnosticReporter.github.format([("a.yaml", diagnostics)])
/// // ::error file=a.yaml,line=2,col=1,title=reportgen unknown-key::unknown key 'titel' ...
/// ```
package enum DiagnosticReporter: String, CaseIterable, Sendable {
    /// `FILE:LINE:COLUMN: error: MESSAGE [rule]`, one per line.
    case text
    /// One JSON document with every finding, per file.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`).
    case github
    /// A JUnit XML report: one test case per layout file, failed when it has errors.
    case junit
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif

    /// Formats the findings of every checked file.
    package func format(_ files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        let all = files.flatMap(\.diagnostics)
        switch self {
        case .text:
            return all.map { $0.description + "\n" }.joined()
        case .github:
            return all.map { d in
                var properties = "file=\(escapeProperty(d.file))"
                properties += ",line=\(d.location.line),col=\(d.location.column)"
                properties += ",title=\(escapeProperty("reportgen \(d.rule.rawValue)"))"
                return "::\(d.severity == .error ? "error" : "warning") \(properties)::\(escapeData(d.message))\n"
            }.joined()
        case .json:
            let document = JSONValue.object([
                (
                    "files",
                    .array(
                        files.map { entry in
                            .object([
                                ("file", .string(entry.file)),
                                ("valid", .bool(!entry.diagnostics.contains { $0.severity == .error })),
                                ("diagnostics", .array(entry.diagnostics.map(Self.json))),
                            ])
                        })
                )
            ])
            return document.rendered() + "\n"
        case .junit:
            return junit(files)
        case .sarif:
            return sarif(all).rendered() + "\n"
        }
    }

    private static func json(_ d: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(d.severity.rawValue)), ("rule", .string(d.rule.rawValue)),
            ("message", .string(d.message)), ("line", .number(d.location.line)),
            ("column", .number(d.location.column)),
        ])
    }

    private func junit(_ files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        let failures = files.filter { $0.diagnostics.contains { $0.severity == .error } }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"reportgen validate\" tests=\"\(files.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"reportgen validate\" tests=\"\(files.count)\" failures=\"\(failures)\">\n"
        for entry in files {
            out += "    <testcase classname=\"reportgen.validate\" name=\"\(xml(entry.file, attribute: true))\""
            let errors = entry.diagnostics.filter { $0.severity == .error }
            let warnings = entry.diagnostics.filter { $0.severity == .warning }
            if errors.isEmpty, warnings.isEmpty {
                out += "/>\n"
                continue
            }
            out += ">\n"
            if let first = errors.first {
                out +=
                    "      <failure type=\"\(first.rule.rawValue)\" message=\"\(xml(first.message, attribute: true))\">"
                out += xml(errors.map(\.description).joined(separator: "\n")) + "</failure>\n"
            }
            if !warnings.isEmpty {
                out +=
                    "      <system-out>" + xml(warnings.map(\.description).joined(separator: "\n")) + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    private func sarif(_ all: [Diagnostic]) -> JSONValue {
        let rules = DiagnosticRule.allCases.map { rule in
            JSONValue.object([
                ("id", .string(rule.rawValue)), ("shortDescription", .object([("text", .string(rule.summary))])),
            ])
        }
        let results = all.map { d -> JSONValue in
            let region: [(String, JSONValue)] = [
                ("startLine", .number(d.location.line)), ("startColumn", .number(d.location.column)),
            ]
            let physical: [(String, JSONValue)] = [
                ("artifactLocation", .object([("uri", .string(Self.uriReference(d.file)))])),
                ("region", .object(region)),
            ]
            return .object([
                ("ruleId", .string(d.rule.rawValue)),
                ("level", .string(d.severity == .error ? "error" : "warning")),
                // SARIF reads braces as placeholders: a literal one is doubled.
                ("message", .object([("text", .string(d.message.replacingAll("{", "{{").replacingAll("}", "}}")))])),
                ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([("driver", .object([("name", .string("reportgen")), ("rules", .array(rules))]))])
                        ),
                        ("results", .array(results)),
                        // Columns count Unicode scalars, as every other reporter's do.
                        ("columnKind", .string("unicodeCodePoints")),
                    ])
                ])
            ),
        ])
    }

    private func xml(_ s: String, attribute: Bool = false) -> String { MarkupEscaping.escape(s, attribute: attribute) }

    /// A path as a URI reference (RFC 3986): every byte but unreserved ones and `/` percent-encoded,
    /// so that a space, a non-ASCII letter or a colon (`x:y.yaml` would read as a scheme) stays path.
    static func uriReference(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    /// RFC 3986's unreserved characters, and `/`.
    private static let uriPathCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")

    /// A workflow command's data: GitHub's escapes, and control characters shown escaped as the
    /// text reporter shows them (never acted on by the log).
    private func escapeData(_ s: String) -> String {
        ControlCharacters.escaped(s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A"))
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

/// The formats `reportgen validate` reports findings in.
public enum DiagnosticReporter: String, CaseIterable, Sendable {
    /// `FILE:LINE:COLUMN: error: MESSAGE [rule]`, one per line.
    case text
    /// One JSON document with every finding.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`).
    case github

    /// Formats the findings of every checked file.
    public func format(_ files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        let all = files.flatMap(\.diagnostics)
        switch self {
        case .text:
            return all.map { $0.description + "\n" }.joined()
        case .github:
            return all.map { d in
                var properties = "file=\(escapeProperty(d.file))"
                if let p = d.position { properties += ",line=\(p.line),col=\(p.column)" }
                properties += ",title=\(escapeProperty("reportgen \(d.rule.rawValue)"))"
                return "::\(d.severity == .error ? "error" : "warning") \(properties)::\(escapeData(d.message))\n"
            }.joined()
        case .json:
            var out = "{\"files\":["
            out += files.map { entry in
                let findings = entry.diagnostics.map { d in
                    "{\"severity\":\"\(d.severity.rawValue)\",\"rule\":\"\(d.rule.rawValue)\",\"message\":\(jsonString(d.message))"
                        + ",\"line\":\(d.position.map { String($0.line) } ?? "null"),\"column\":\(d.position.map { String($0.column) } ?? "null")}"
                }
                let valid = !entry.diagnostics.contains { $0.severity == .error }
                return
                    "{\"file\":\(jsonString(entry.file)),\"valid\":\(valid),\"diagnostics\":[\(findings.joined(separator: ","))]}"
            }.joined(separator: ",")
            return out + "]}\n"
        }
    }

    private func escapeData(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

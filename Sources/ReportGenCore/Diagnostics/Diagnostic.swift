/// One finding about a layout: what is wrong, where, and how bad.
///
/// Diagnostics are values: every stage collects them, and the caller decides how to report them
/// (``ReportError/invalidLayout(_:)`` carries the errors, ``Report/warnings`` the rest).
///
/// ```swift
/// d.description // "a.yaml:3:1: error: unknown key 'titel' [unknown-key]"
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// How bad it is.
    public var severity: Severity
    /// The stable rule id, such as `unknown-key`.
    public var rule: DiagnosticRule
    /// What is wrong, in one sentence.
    public var message: String
    /// The file the finding is in.
    public var file: String
    /// Where in the file; `nil` for findings about the file as a whole, which every reporter
    /// shows at line 1, column 1 (see ``location``).
    public var position: SourcePosition?

    /// Creates a diagnostic.
    package init(
        _ severity: Severity, rule: DiagnosticRule, _ message: String, file: String, at position: SourcePosition?
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.position = position
    }

    /// Where reporters point: the position, or line 1, column 1 for the file as a whole
    /// (annotators and problem matchers need a line).
    public var location: SourcePosition { position ?? .start }

    /// The compiler-style line: `FILE:LINE:COLUMN: error: MESSAGE [rule-id]`.
    public var description: String {
        // One finding, one line: a line break or a terminal control in the layout's own text (a
        // key, a value quoted in the message) is shown escaped, never acted on.
        "\(ControlCharacters.escaped(file)):\(location.line):\(location.column): \(severity.rawValue): "
            + "\(ControlCharacters.escaped(message)) [\(rule.rawValue)]"
    }
}

/// Collects diagnostics from every stage, so that one run reports all problems at once.
struct DiagnosticCollector: Sendable {
    /// The file the findings are about, unless a finding names another.
    var file: String
    /// What has been found so far, in the order found.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector for `file`.
    init(file: String) {
        self.file = file
    }

    /// Whether any error (not just warnings) was found.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Records an error.
    mutating func error(_ rule: DiagnosticRule, _ message: String, at position: SourcePosition?) {
        diagnostics.append(Diagnostic(.error, rule: rule, message, file: file, at: position))
    }

    /// Records a warning.
    mutating func warning(_ rule: DiagnosticRule, _ message: String, at position: SourcePosition?) {
        diagnostics.append(Diagnostic(.warning, rule: rule, message, file: file, at: position))
    }

    /// Records a finding made elsewhere.
    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The findings sorted by position (file-level findings first), each reported once.
    var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            let pa = a.element.position ?? SourcePosition(line: 0, column: 0)
            let pb = b.element.position ?? SourcePosition(line: 0, column: 0)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }
}

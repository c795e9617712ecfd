/// The whole front of the pipeline: YAML text → nodes → layout model → checked plan.
///
/// ```swift
/// let result = LayoutCompiler.compile(text: yaml, file: "Layouts/transactions.yaml")
/// for d in result.diagnostics { print(d) }          // FILE:LINE:COL: error: ... [rule]
/// if let plan = result.plan { /* run the engine */ }
/// ```
package enum LayoutCompiler {
    /// The outcome: the plan when there is no error, and every finding sorted by position.
    package struct Result: Sendable {
        package var plan: ReportPlan?
        var layout: Layout?
        package var diagnostics: [Diagnostic]
    }

    /// Compiles layout text; `file` names it in diagnostics.
    package static func compile(text: String, file: String, loader: YAMLLoader = YAMLLoader()) -> Result {
        var diagnostics = DiagnosticCollector(file: file)
        guard let root = loader.load(text, diagnostics: &diagnostics),
            let layout = LayoutDecoder(file: file).decode(root, diagnostics: &diagnostics)
        else {
            return Result(plan: nil, layout: nil, diagnostics: diagnostics.sorted)
        }
        let plan = LayoutChecker.check(layout, diagnostics: &diagnostics)
        return Result(plan: plan, layout: layout, diagnostics: diagnostics.sorted)
    }
}

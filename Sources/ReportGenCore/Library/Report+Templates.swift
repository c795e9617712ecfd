extension Report {
    /// The report over `input` rendered through Mustache `templates` (one per row kind, by name),
    /// as `--template` renders it, with bad records skipped. Throws why the templates cannot be
    /// used, or why the run failed. For the template fuzzer: templates are input too, and none
    /// may crash the run.
    @_spi(Fuzzing) public func renderedThroughTemplates(_ templates: [String: String], input: ReportSource) throws
        -> String
    {
        let renderer = try MustacheRenderer(templates: templates, schema: plan.renderSchema, directory: "t")
        var bytes: [UInt8] = []
        let reportEngine = try engine(sources: [:], input: input, parameters: [:], options: RunOptions(policy: .skip))
        _ = try reportEngine.render(with: renderer, to: OutputBuffer { bytes += $0 })
        return String(decoding: bytes, as: UTF8.self)
    }
}

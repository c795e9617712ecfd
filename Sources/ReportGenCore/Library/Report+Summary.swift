extension Report {
    /// Runs the report and returns every row with the run's summary: how many records were read,
    /// accepted and rejected, and the warnings (a missing source) an app may want to show.
    ///
    /// ```swift
    /// let (rows, summary) = try report.rowsAndSummary(sources: ["posted": .file(url)])
    /// if summary.recordsRejected > 0 { banner = "\(summary.recordsRejected) records skipped" }
    /// ```
    public func rowsAndSummary(
        sources: [String: ReportSource] = [:], input: ReportSource? = nil,
        parameters: [String: ParameterValue] = [:], options: RunOptions = RunOptions()
    ) throws(ReportError) -> (rows: [ReportRow], summary: RunSummary) {
        var sink = ReportRowSink(schema: schema, forward: nil)
        let summary = try run(sources: sources, input: input, parameters: parameters, options: options, into: &sink)
        return (sink.rows, summary)
    }
}

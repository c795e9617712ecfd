extension Report {
    /// Runs the report and returns every row with the run's counts, for the fuzzers' invariants
    /// (every record accepted or rejected, every row counted). Not part of the library's API.
    @_spi(Fuzzing) public func rowsAndSummary(
        sources: [String: ReportSource] = [:], input: ReportSource? = nil,
        parameters: [String: ParameterValue] = [:], options: RunOptions = RunOptions()
    ) throws(ReportError) -> (rows: [ReportRow], summary: RunSummary) {
        var sink = ReportRowSink(schema: schema, forward: nil)
        let summary = try run(sources: sources, input: input, parameters: parameters, options: options, into: &sink)
        return (sink.rows, summary)
    }
}

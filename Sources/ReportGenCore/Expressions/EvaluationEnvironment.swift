/// What an expression can see besides the record: the stream, the parameters, the report.
///
/// A class, so that the engine hands the same one to every evaluation without copying it.
@_spi(Fuzzing) public final class EvaluationEnvironment {
    var sourceName: Value = .null
    var sourceTitle: Value = .null
    var reportTitle: Value = .null
    /// `page` and `pages` while a page's header and footer rows are built.
    var pageNumber: Value = .null
    var pageCount: Value = .null
    /// `continued`: true while the header rows a new page repeats are built.
    var continued: Value = .bool(false)
    var parameters: [Value] = []

    @_spi(Fuzzing) public init() {}

    /// A copy, for another thread to evaluate with while this one changes (see
    /// ``ComputedFields``).
    func copy() -> EvaluationEnvironment {
        let copy = EvaluationEnvironment()
        copy.sourceName = sourceName
        copy.sourceTitle = sourceTitle
        copy.reportTitle = reportTitle
        copy.pageNumber = pageNumber
        copy.pageCount = pageCount
        copy.continued = continued
        copy.parameters = parameters
        return copy
    }
}

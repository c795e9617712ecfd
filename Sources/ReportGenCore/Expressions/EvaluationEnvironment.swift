/// What an expression can see besides the record: the stream, the parameters, the report.
///
/// A class, so that the engine hands the same one to every evaluation without copying it.
public final class EvaluationEnvironment {
    public var sourceName: Value = .null
    public var sourceTitle: Value = .null
    public var reportTitle: Value = .null
    /// `page` and `pages` while a page's header and footer rows are built.
    public var pageNumber: Value = .null
    public var pageCount: Value = .null
    /// `continued`: true while the header rows a new page repeats are built.
    public var continued: Value = .bool(false)
    public var parameters: [Value] = []

    public init() {}
}

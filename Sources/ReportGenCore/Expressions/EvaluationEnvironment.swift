/// What an expression can see besides the record: the stream, the parameters, the report.
///
/// A class, so that the engine hands the same one to every evaluation without copying it.
public final class EvaluationEnvironment {
    public var sourceName: Value = .null
    public var sourceTitle: Value = .null
    public var reportTitle: Value = .null
    public var parameters: [Value] = []

    public init() {}
}

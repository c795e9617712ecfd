/// A value that cannot be computed: an overflow, never a trap.
public struct EvaluationError: Error, Sendable, Equatable {
    public var message: String
}

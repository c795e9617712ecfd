/// A value that cannot be computed: an overflow, never a trap.
@_spi(Fuzzing) public struct EvaluationError: Error, Sendable, Equatable {
    @_spi(Fuzzing) public var message: String
}

/// Why an expression or template does not parse, and where.
@_spi(Fuzzing) public struct SyntaxError: Error, Sendable, Hashable {
    /// The offending character, in scalars from the start of the text.
    @_spi(Fuzzing) public var offset: Int
    /// What is wrong.
    @_spi(Fuzzing) public var message: String
}

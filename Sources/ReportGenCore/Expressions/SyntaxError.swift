/// Why an expression or template does not parse, and where.
public struct SyntaxError: Error, Sendable, Hashable {
    /// The offending character, in scalars from the start of the text.
    public var offset: Int
    /// What is wrong.
    public var message: String
}

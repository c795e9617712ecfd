/// Why a text is not a value of its type.
public struct ValueProblem: Error, Sendable, Equatable {
    public var message: String
}

/// Why a text is not a value of its type.
struct ValueProblem: Error, Sendable, Equatable {
    var message: String
}

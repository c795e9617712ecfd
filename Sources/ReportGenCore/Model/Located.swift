/// A value from the layout file with the position it was written at.
struct Located<Wrapped: Sendable>: Sendable {
    /// The value.
    var value: Wrapped
    /// Where it was written.
    var position: SourcePosition

    /// Creates a located value.
    init(_ value: Wrapped, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Wrapped: Equatable {}
extension Located: Hashable where Wrapped: Hashable {}

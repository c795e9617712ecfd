/// A layout expression that could not be computed at run time (an overflow): what it is, why, and
/// where it is in the layout. The engine turns it into a ``RecordError`` naming the record too.
struct ExpressionFailure: Error {
    /// The expression's role, such as `row 'detail', field 'amount'`.
    var what: String
    var message: String
    var position: SourcePosition

    /// The record error for the record at `place`, in layout `file`.
    func recordError(at place: DataPlace, file: String) -> RecordError {
        let layoutPosition = "\(file):\(position.line):\(position.column)"
        guard !place.path.isEmpty else {
            // No stream is concerned (the report's own rows over no records): the layout alone.
            return RecordError(path: layoutPosition, line: 0, message: what + ": " + message, isRecoverable: false)
        }
        return RecordError(at: place, message: what + ": " + message, layoutPosition: layoutPosition)
    }
}

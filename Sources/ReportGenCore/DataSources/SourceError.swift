/// A source that cannot be read at all, with the layout position of what caused it: an SQL error
/// at its `query:`, an unset `${NAME}` at its reference, a refused connection at `postgres:`.
///
/// `description` reads `Layouts/ledger.yaml:9:14: source 'ledger' (postgres://app@db/bank): MESSAGE`.
struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The layout position, as `FILE:LINE:COLUMN`.
    var layoutPosition: String
    /// The source, as messages name it.
    var source: String
    /// What went wrong (the database's own message, when it gave one).
    var message: String

    /// Creates an error.
    init(layoutPosition: String, source: String, message: String) {
        self.layoutPosition = layoutPosition
        self.source = source
        self.message = message
    }

    var description: String { "\(layoutPosition): \(source): \(message)" }
}

/// Why a run stopped.
package enum RunError: Error, CustomStringConvertible, Sendable {
    /// A bad record under `--on-error fail`, or a broken stream.
    case record(RecordError)
    /// A warning promoted by `--strict`.
    case strict(String)
    /// Parameter values that do not match the layout's parameters (their number or a type).
    case parameters(String)
    /// A source that could not be read: an SQL error, a database that refused the connection, an
    /// unset `${NAME}`, a URL that answered with something other than records.
    case source(String)

    package var description: String {
        switch self {
        case .record(let e): return e.description
        case .strict(let message), .parameters(let message), .source(let message): return message
        }
    }
}

import Foundation

/// Why a report could not be loaded or run. Every case carries a message fit for a user, which
/// is also its `localizedDescription` (an alert shows it as it is).
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The layout has errors (all of them, as values; warnings too).
    case invalidLayout([Diagnostic])
    /// A parameter is unknown, missing, or not of its type.
    case invalidParameter(String)
    /// A source is unknown, given twice, or cannot be opened.
    case invalidSource(String)
    /// A bad record under ``RecordErrorPolicy/fail``, or a broken stream.
    case record(RecordError)
    /// A warning (such as a missing source) in a strict run.
    case strict(String)
    /// The task running the report was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .invalidLayout(let diagnostics):
            return diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
        case .invalidParameter(let message), .invalidSource(let message), .strict(let message): return message
        case .record(let error): return error.description
        case .cancelled: return "the report was cancelled"
        }
    }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { description }
}

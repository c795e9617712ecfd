/// How a run went: counts and warnings. `accepted + rejected == read`, always.
public struct RunSummary: Sendable, Equatable {
    /// The records read from every stream, accepted or rejected.
    public var recordsRead = 0
    /// The records that made it into the report.
    public var recordsAccepted = 0
    /// The records rejected under ``RecordErrorPolicy/skip`` (each handed to the reject callback).
    public var recordsRejected = 0
    /// The typed rows the report made.
    public var rowsEmitted = 0
    /// Warnings, such as a missing source, as full messages.
    public var warnings: [String] = []
}

/// How a run went: counts and warnings. `accepted + rejected == read`, always.
public struct RunSummary: Sendable, Equatable {
    public var recordsRead = 0
    public var recordsAccepted = 0
    public var recordsRejected = 0
    public var rowsEmitted = 0
    /// Warnings, such as a missing source, as full messages.
    public var warnings: [String] = []
}

/// How a run treats bad records and warnings.
public struct RunOptions: Sendable {
    /// What to do with a bad record (default: stop at the first).
    public var policy: RecordErrorPolicy
    /// Whether warnings (a missing source) stop the run.
    public var strict: Bool
    /// Called with every record left out under ``RecordErrorPolicy/skip``, on the thread running
    /// the report.
    public var onReject: @Sendable (RecordError) -> Void

    /// Creates options.
    public init(
        policy: RecordErrorPolicy = .fail, strict: Bool = false,
        onReject: @escaping @Sendable (RecordError) -> Void = { _ in }
    ) {
        self.policy = policy
        self.strict = strict
        self.onReject = onReject
    }
}

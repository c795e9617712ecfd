/// What to do with a record that cannot be used.
public enum RecordErrorPolicy: String, Sendable, CaseIterable {
    /// Stop at the first bad record.
    case fail
    /// Leave it out, count it, and hand it to the rejects handler.
    case skip
}

/// One record stream handed to the engine: where it comes from and what it is called.
public struct StreamInput {
    /// The source's name (`nil` for a one-stream layout).
    public var name: String?
    /// The source's title.
    public var title: String?
    /// The path shown in messages (`-` for standard input).
    public var displayPath: String
    /// How the stream is encoded.
    public var format: InputFormat
    /// Opens the stream; returns `nil` when it does not exist (the source is then *missing*).
    public var open: () throws -> ByteSource?

    /// Creates a stream.
    public init(
        name: String?, title: String?, displayPath: String, format: InputFormat,
        open: @escaping () throws -> ByteSource?
    ) {
        self.name = name
        self.title = title
        self.displayPath = displayPath
        self.format = format
        self.open = open
    }
}

/// What to do with a record that cannot be used.
public enum RecordErrorPolicy: String, Sendable, CaseIterable {
    /// Stop at the first bad record.
    case fail
    /// Leave it out, count it, and hand it to the rejects handler.
    case skip
}

/// How a run went: counts and warnings. `accepted + rejected == read`, always.
public struct RunSummary: Sendable, Equatable {
    public var recordsRead = 0
    public var recordsAccepted = 0
    public var recordsRejected = 0
    public var rowsEmitted = 0
    /// Warnings, such as a missing source, as full messages.
    public var warnings: [String] = []
}

/// Why a run stopped.
public enum RunError: Error, CustomStringConvertible, Sendable {
    /// A bad record under `--on-error fail`, or a broken stream.
    case record(RecordError)
    /// A warning promoted by `--strict`.
    case strict(String)

    public var description: String {
        switch self {
        case .record(let e): return e.description
        case .strict(let message): return message
        }
    }
}

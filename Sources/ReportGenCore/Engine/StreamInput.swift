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

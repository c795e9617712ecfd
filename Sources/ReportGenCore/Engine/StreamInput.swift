/// One record stream handed to the engine: where it comes from and what it is called.
package struct StreamInput {
    /// The source's name (`nil` for a one-stream layout).
    var name: String?
    /// The source's title.
    var title: String?
    /// The path shown in messages (`-` for standard input).
    package var displayPath: String
    /// Whether the reader's `line` counts rows of a query's result (messages then say "row N").
    var countsRows = false
    /// Opens the stream for the layout's input (the source is *missing* when it says so).
    var opener: (InputPlan) throws -> StreamOpening
    /// The secrets every message about the stream hides (see ``SecretMask``).
    var secrets = SecretMask.none

    /// Creates a stream of bytes; `open` returns `nil` when the file does not exist (the source is
    /// then *missing*).
    package init(
        name: String?, title: String?, displayPath: String, format: InputFormat,
        open: @escaping () throws -> ByteSource?
    ) {
        self.init(name: name, title: title, displayPath: displayPath, countsRows: false) { _ in
            try open().map { .bytes($0, format: format) } ?? .missing(reason: "no such file")
        }
    }

    /// The stream of the file at `path` (`-`: standard input) in `format`, shown by its path. A
    /// file that is not there is a *missing* source, unless it `mustExist` (a one-stream layout's
    /// input), when it is an error; a directory, or a file that cannot be opened, always is. The
    /// library and the command line open files this one way.
    package static func file(
        name: String?, title: String?, path: String, format: InputFormat, mustExist: Bool
    ) -> StreamInput {
        StreamInput(name: name, title: title, displayPath: path, format: format) {
            if path == "-" { return FileByteSource(standardInput: ()) }
            return try FileByteSource.opening(path: path, mustExist: mustExist)
        }
    }

    /// A stream that is *missing* for `reason` (a declared source given no path), named in
    /// messages by `shownAs` alone: `source 'alpha' is missing (…)`.
    package static func missing(name: String?, title: String?, shownAs label: String, reason: String) -> StreamInput {
        // Shown as a database source is, by its label rather than a path.
        StreamInput(name: name, title: title, displayPath: label, countsRows: true) { _ in .missing(reason: reason) }
    }

    /// Creates a stream that opens as it likes: bytes (with their format), records, or *missing*
    /// with a reason.
    init(
        name: String?, title: String?, displayPath: String, countsRows: Bool,
        opener: @escaping (InputPlan) throws -> StreamOpening
    ) {
        self.name = name
        self.title = title
        self.displayPath = displayPath
        self.countsRows = countsRows
        self.opener = opener
    }
}

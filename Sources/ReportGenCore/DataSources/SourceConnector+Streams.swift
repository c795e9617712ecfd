import Foundation

/// What a caller gives a run for one stream: an app's ``ReportSource``, or a path typed on the
/// command line.
package enum GivenStream {
    /// An app's source.
    case source(ReportSource)
    /// A path as typed (`-` is standard input), named in messages by `label` (`--input 'a.csv'`);
    /// `mustExist` when a file that is not there is an error rather than a *missing* source.
    case path(String, label: String, mustExist: Bool)
}

/// One stream of a run, resolved from the layout and what the caller gave: the engine's input,
/// how messages name it, and the file it reads (which the command line checks before reading).
package struct ResolvedStream {
    /// The engine's input.
    package var stream: StreamInput
    /// How messages name it: `--input 'a.csv'`, `source 'posted' ('Samples/posted.csv')`.
    package var label: String
    /// A file that is not there is an error (a path typed for a one-stream layout, a file an app
    /// names); otherwise it is a *missing* source.
    package var mustExist: Bool
    /// The file it reads (an input file, an SQLite database); `nil` for a URL, a server or memory.
    package var readsFile: String?

    /// A resolved stream, as ``SourceConnector/streams(given:howToGive:)`` makes them.
    package init(stream: StreamInput, label: String, mustExist: Bool, readsFile: String?) {
        self.stream = stream
        self.label = label
        self.mustExist = mustExist
        self.readsFile = readsFile
    }
}

extension SourceConnector {
    /// The streams of the layout's sources, in its order. Each is what the caller gave for it,
    /// else its `url:` or database, else its `path:`, else *missing*, with `howToGive(name)`
    /// saying in the message how to give it (`give --input posted=PATH`).
    ///
    /// The library and the command line both resolve their sources here; only how they name
    /// what they were given differs.
    package func streams(given: [String: GivenStream], howToGive: (String) -> String) -> [ResolvedStream] {
        plan.sources.map { declared in
            switch reading(declared, given: given) {
            case .given(let given):
                return resolve(given, name: declared.name, title: declared.title, label: declared.name)
            case .connected(let stream):
                let shownFile = declared.origin.flatMap(shownDatabaseFile)
                return ResolvedStream(
                    stream: stream, label: "source '\(declared.name)'" + (shownFile.map { " ('\($0)')" } ?? ""),
                    mustExist: false, readsFile: declared.origin.flatMap(databaseFile))
            case .path(let path):
                return Self.file(
                    name: declared.name, title: declared.title, path: path,
                    label: "source '\(declared.name)' ('\(path)')", mustExist: false, plan: plan)
            case .unspecified:
                let label = "source '\(declared.name)'"
                let stream = StreamInput.missing(
                    name: declared.name, title: declared.title, shownAs: label,
                    reason: "the layout gives it no path; \(howToGive(declared.name))")
                return ResolvedStream(stream: stream, label: label, mustExist: false, readsFile: nil)
            }
        }
    }

    /// The one stream of a layout that declares no sources; `label` names an app's source in
    /// messages.
    package func singleStream(_ given: GivenStream, label: String) -> ResolvedStream {
        resolve(given, name: nil, title: nil, label: label)
    }

    private func resolve(_ given: GivenStream, name: String?, title: String?, label: String) -> ResolvedStream {
        switch given {
        case .path(let path, let typed, let mustExist):
            return Self.file(name: name, title: title, path: path, label: typed, mustExist: mustExist, plan: plan)
        case .source(.file(let url, let format)):
            // A file the app names must be there (`.missing` says a source is not).
            return Self.file(
                name: name, title: title, path: url.path, format: format, label: label, mustExist: true, plan: plan)
        case .source(.bytes(let bytes, let format, let display)):
            let stream = StreamInput(name: name, title: title, displayPath: display, format: format) {
                MemoryByteSource(bytes)
            }
            return ResolvedStream(stream: stream, label: label, mustExist: false, readsFile: nil)
        case .source(.records(let records)):
            // `records:3` for a layout's one input, as `ReportSource.encoding` says; `posted:3`
            // for a source: the record's place in the array, 1 first, in the reader's messages and
            // the engine's alike.
            let shown = name == nil ? "records" : label
            let stream = StreamInput(name: name, title: title, displayPath: shown, countsRows: false) { input in
                .records(MemoryRecordReader(records: records, plan: input, path: shown))
            }
            return ResolvedStream(stream: stream, label: label, mustExist: false, readsFile: nil)
        case .source(.missing):
            let stream = StreamInput(name: name, title: title, displayPath: label, countsRows: false) { _ in
                .missing(reason: "marked missing")
            }
            return ResolvedStream(stream: stream, label: label, mustExist: false, readsFile: nil)
        }
    }

    /// A file's stream, in `format` or the one its name says.
    private static func file(
        name: String?, title: String?, path: String, format: InputFormat? = nil, label: String, mustExist: Bool,
        plan: ReportPlan
    ) -> ResolvedStream {
        ResolvedStream(
            stream: .file(
                name: name, title: title, path: path, format: format ?? plan.format(forPath: path),
                mustExist: mustExist),
            label: label, mustExist: mustExist, readsFile: path)
    }
}

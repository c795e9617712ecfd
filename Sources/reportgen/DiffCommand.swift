import ArgumentParser
import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changes between two runs' typed rows (ndjson), by row id.",
        discussion: """
            Example:
              reportgen --layout Layouts/transactions.yaml --format ndjson --output old.ndjson
              (edit a record)
              reportgen --layout Layouts/transactions.yaml --format ndjson --output new.ndjson
              reportgen diff old.ndjson new.ndjson

            Rows are matched by their id: inserted, deleted, moved (their order relative to the others changed) and updated (same id, other content). Row numbers are 1-based: OLD's for deleted rows and the 'from' of moves, NEW's otherwise.

            Exit codes: 0 success (whether or not the runs differ); 1 an unreadable file or a line that is not a typed row.
            """
    )

    @Argument(
        help: ArgumentHelp("The earlier run's rows (--format ndjson), or - for standard input.", valueName: "OLD"))
    var old: String

    @Argument(help: ArgumentHelp("The later run's rows.", valueName: "NEW"))
    var new: String

    @Option(help: "Output: text (a readable summary) or ndjson (one change per line).")
    var format: DiffFormat = .text

    func validate() throws {
        try RepeatedOptions.check(CommandLine.arguments.dropFirst(), once: ["--format"])
    }

    func run() throws {
        try StandardStreams.reportingErrors {
            if old == "-", new == "-" { throw CLIError.usage("OLD and NEW cannot both be standard input") }
            let before = try Self.rows(old)
            let after = try Self.rows(new)
            let changes = RowChangeSet(old: before, new: after, id: \.id)
            try StandardStreams.output(
                format == .text
                    ? Self.text(changes, old: before, new: after) : Self.ndjson(changes, old: before, new: after))
        }
    }

    /// The typed rows of an ndjson file, one per non-empty line.
    static func rows(_ path: String) throws -> [RowLine] {
        let source: ByteSource
        if path == "-" {
            source = FileByteSource(standardInput: ())
        } else if let file = FileByteSource(path: path) {
            source = file
        } else {
            throw CLIError("\(ArgumentText.shown(path)): \(errno == EISDIR ? "is a directory" : Errno(errno).message)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            } catch {
                throw CLIError("cannot read \(ArgumentText.shown(path)): \(error)")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        var rows: [RowLine] = []
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            guard let text = UTF8Validation.string(validating: line), let row = RowLine(text) else {
                throw CLIError.located(
                    "\(ArgumentText.shown(path)):\(index + 1): not a typed row (a JSON object with a string 'kind' "
                        + "and 'id', each key written once, as --format ndjson writes)")
            }
            rows.append(row)
        }
        return rows
    }

    static func text(_ changes: RowChangeSet<RowLine>, old: [RowLine], new: [RowLine]) -> String {
        var out = ""
        for index in changes.deleted {
            out += "- \(old[index].id) (row \(index + 1))\n    \(old[index].fields)\n"
        }
        for insertion in changes.inserted {
            out += "+ \(insertion.row.id) (row \(insertion.index + 1))\n    \(insertion.row.fields)\n"
        }
        for move in changes.moved {
            out += "> \(new[move.to].id) (row \(move.from + 1) -> \(move.to + 1))\n"
        }
        for update in changes.updated {
            let was = old[update.from]
            let now = update.row
            let place = update.from == update.to ? "row \(update.to + 1)" : "row \(update.from + 1) -> \(update.to + 1)"
            out += "~ \(now.id) (\(place))\n"
            if was.fields != now.fields {
                out += "    - \(was.fields)\n    + \(now.fields)\n"
            } else {
                out += "    - \(was.text)\n    + \(now.text)\n"
            }
        }
        let counts = [
            (changes.inserted.count, "inserted"), (changes.deleted.count, "deleted"), (changes.moved.count, "moved"),
            (changes.updated.count, "updated"),
        ]
        out +=
            counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            + " (\(old.count) rows before, \(new.count) after)\n"
        return out
    }

    static func ndjson(_ changes: RowChangeSet<RowLine>, old: [RowLine], new: [RowLine]) -> String {
        var out = ""
        func id(_ text: String) -> String { jsonString(text) }
        for index in changes.deleted {
            out += "{\"change\":\"delete\",\"id\":\(id(old[index].id)),\"from\":\(index)}\n"
        }
        for insertion in changes.inserted {
            out +=
                "{\"change\":\"insert\",\"id\":\(id(insertion.row.id)),\"to\":\(insertion.index),\"row\":\(insertion.row.text)}\n"
        }
        for move in changes.moved {
            out += "{\"change\":\"move\",\"id\":\(id(new[move.to].id)),\"from\":\(move.from),\"to\":\(move.to)}\n"
        }
        for update in changes.updated {
            out +=
                "{\"change\":\"update\",\"id\":\(id(update.row.id)),\"from\":\(update.from),\"to\":\(update.to),"
                + "\"row\":\(update.row.text)}\n"
        }
        return out
    }
}

enum DiffFormat: String, NamedChoice {
    case text, ndjson
}

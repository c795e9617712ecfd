/// One line of `--format ndjson` output, as `reportgen diff` compares it: the row's id, and the
/// line itself (rows are equal when their lines are). Numbers are never converted: the line's text
/// is kept as it is.
package struct RowLine: Sendable, Equatable {
    /// The row's `id`.
    package var id: String
    /// The row's kind.
    var kind: String
    /// The `fields` object, exactly as written.
    package var fields: String
    /// The whole line.
    package var text: String

    /// Reads a row line; `nil` when it is not a JSON object with a string `id` and `kind`.
    package init?(_ text: String) {
        var scanner = JSONScanner(Array(text.utf8))
        guard let members = scanner.topLevelMembers() else { return nil }
        guard let id = members["id"].flatMap({ scanner.string(in: $0) }),
            let kind = members["kind"].flatMap({ scanner.string(in: $0) })
        else { return nil }
        self.id = id
        self.kind = kind
        self.fields = members["fields"].map { String(decoding: scanner.bytes[$0], as: UTF8.self) } ?? "{}"
        self.text = text
    }
}

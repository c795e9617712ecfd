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
    /// The line without the spaces JSON ignores (around `:` and `,`, a trailing `\r`), and with
    /// its `band` as `null`: what two rows are compared by, so that one written by another tool
    /// (`json.dumps` puts a space after each `:`) or with CR LF line ends is not an update, nor a
    /// row whose band flipped because a row was inserted or deleted before it (`band: toggle`).
    private var content: [UInt8]

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
        var compared = scanner.bytes
        if let band = members["band"] { compared.replaceSubrange(band, with: Array("null".utf8)) }
        content = JSONScanner(compared).withoutInsignificantSpace()
    }

    package static func == (a: RowLine, b: RowLine) -> Bool {
        a.id == b.id && a.kind == b.kind && a.content == b.content
    }
}

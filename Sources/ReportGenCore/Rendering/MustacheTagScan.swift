/// What a Mustache template's tags hold that the parser cannot be trusted with: how deep its
/// sections nest (the parser recurses once per open section, and thousands overflow its stack)
/// and where it asks for a partial (there are none to include). Read before the parser sees the
/// template.
///
/// The scan reads the tags as the parser does: by characters (grapheme clusters, so that a
/// delimiter followed by a combining mark is no delimiter to either), following set-delimiter
/// tags, skipping comments, and each tag to its closing delimiter. A template the parser would
/// refuse may be read differently after its first error, where the parser stops anyway.
///
/// ```swift
/// let scan = MustacheTagScan("{{#a}}{{#b}}x{{/b}}{{/a}}", depthLimit: 1)
/// scan.tooDeep          // Place(line: 1, column: 7)
/// ```
struct MustacheTagScan {
    /// Where a tag starts: 1-based line and column (in characters).
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// Where a section (`#`, `^`, `$`, `<`) first opens deeper than the limit.
    private(set) var tooDeep: Place?
    /// The first partial (`{{> name}}`) or parent (`{{< name}}`) tag: both include a partial.
    private(set) var partial: Place?
    /// The innermost section still open at the end of the template, and its name: the parser
    /// notices only at the end, where its message points.
    private(set) var unclosed: (place: Place, name: String)?

    /// Scans `template`, stopping at the first section deeper than `depthLimit`.
    init(_ template: String, depthLimit: Int) {
        let characters = Array(template)
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var depth = 0
        // Where the tags start; their lines and columns are worked out at the end.
        var partialAt: Int?
        var tooDeepAt: Int?
        // The open sections' tags and names (at most `depthLimit + 1` of them).
        var openSections: [(at: Int, name: String)] = []
        var scanned = false
        func starts(with delimiter: [Character], at index: Int) -> Bool {
            guard index + delimiter.count <= characters.count else { return false }
            for k in delimiter.indices where characters[index + k] != delimiter[k] { return false }
            return true
        }
        func afterWhitespace(_ index: Int) -> Int {
            characters[index...].firstIndex { !$0.isWhitespace } ?? characters.count
        }
        var i = 0
        scan: while i < characters.count {
            guard starts(with: open, at: i) else {
                i += 1
                continue
            }
            let sigilIndex = i + open.count
            guard sigilIndex < characters.count else {
                scanned = true
                break
            }
            switch characters[sigilIndex] {
            case "#", "^", "$", "<":
                if characters[sigilIndex] == "<", partialAt == nil { partialAt = i }
                depth += 1
                if depth > depthLimit {
                    tooDeepAt = i
                    break scan
                }
                openSections.append((i, Self.name(from: sigilIndex + 1, until: close, in: characters)))
            case "/":
                depth = max(0, depth - 1)
                _ = openSections.popLast()
            case ">":
                if partialAt == nil { partialAt = i }
            case "=":
                // `{{=<% %>=}}`: the new delimiters, between whitespace, then `=` and the old close.
                var j = afterWhitespace(sigilIndex + 1)
                let newOpen = Array(characters[j...].prefix { !$0.isWhitespace })
                j = afterWhitespace(j + newOpen.count)
                let newClose = Array(characters[j...].prefix { !$0.isWhitespace && $0 != "=" })
                j = afterWhitespace(j + newClose.count)
                // A malformed one is the parser's error: nothing after it is parsed.
                guard j < characters.count, characters[j] == "=", starts(with: close, at: j + 1), !newOpen.isEmpty,
                    !newClose.isEmpty
                else { break scan }
                i = j + 1 + close.count
                open = newOpen
                close = newClose
                continue
            default:
                break  // a variable, a comment, `{{{…}}}` or `{{&…}}`: read to its end
            }
            var end = sigilIndex + 1
            while end < characters.count, !starts(with: close, at: end) { end += 1 }
            guard end < characters.count else { break }
            i = end + close.count
        }
        if i >= characters.count { scanned = true }
        if scanned, let last = openSections.last {
            unclosed = (Self.place(of: last.at, in: characters), last.name)
        }
        partial = partialAt.map { Self.place(of: $0, in: characters) }
        tooDeep = tooDeepAt.map { Self.place(of: $0, in: characters) }
    }

    /// A tag's name: its text from `start` to the closing delimiter, trimmed (at most 100 characters).
    private static func name(from start: Int, until close: [Character], in characters: [Character]) -> String {
        var end = start
        while end < characters.count, end - start < 100,
            !(end + close.count <= characters.count && Array(characters[end..<(end + close.count)]) == close)
        {
            end += 1
        }
        let text = characters[start..<end].drop(while: \.isWhitespace)
        return String(text.reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The line and column of the character at `index`.
    private static func place(of index: Int, in characters: [Character]) -> Place {
        var line = 1
        var lineStart = 0
        for k in 0..<index where characters[k] == "\n" || characters[k] == "\r\n" {
            line += 1
            lineStart = k + 1
        }
        return Place(line: line, column: index - lineStart + 1)
    }
}

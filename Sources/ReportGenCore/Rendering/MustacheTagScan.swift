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

    /// Scans `template`, stopping at the first section deeper than `depthLimit`.
    init(_ template: String, depthLimit: Int) {
        let characters = Array(template)
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var depth = 0
        var line = 1
        var lineStart = 0
        var i = 0
        func starts(with delimiter: [Character], at index: Int) -> Bool {
            guard index + delimiter.count <= characters.count else { return false }
            for k in delimiter.indices where characters[index + k] != delimiter[k] { return false }
            return true
        }
        /// The index just after the next `close` from `index`, counting lines; `nil` when there is none.
        func afterClose(from index: Int) -> Int? {
            var j = index
            while j < characters.count {
                if starts(with: close, at: j) { return j + close.count }
                if characters[j] == "\n" || characters[j] == "\r\n" {
                    line += 1
                    lineStart = j + 1
                }
                j += 1
            }
            return nil
        }
        while i < characters.count {
            if characters[i] == "\n" || characters[i] == "\r\n" {
                line += 1
                lineStart = i + 1
                i += 1
                continue
            }
            guard starts(with: open, at: i) else {
                i += 1
                continue
            }
            let place = Place(line: line, column: i - lineStart + 1)
            let sigilIndex = i + open.count
            guard sigilIndex < characters.count else { break }
            switch characters[sigilIndex] {
            case "#", "^", "$", "<":
                if characters[sigilIndex] == "<", partial == nil { partial = place }
                depth += 1
                if depth > depthLimit {
                    tooDeep = place
                    return
                }
            case "/":
                depth = max(0, depth - 1)
            case ">":
                if partial == nil { partial = place }
            case "=":
                // `{{=<% %>=}}`: the new delimiters, between whitespace, then `=` and the old close.
                var j = sigilIndex + 1
                while j < characters.count, characters[j].isWhitespace { j += 1 }
                var newOpen: [Character] = []
                while j < characters.count, !characters[j].isWhitespace {
                    newOpen.append(characters[j])
                    j += 1
                }
                while j < characters.count, characters[j].isWhitespace { j += 1 }
                var newClose: [Character] = []
                while j < characters.count, !characters[j].isWhitespace, characters[j] != "=" {
                    newClose.append(characters[j])
                    j += 1
                }
                while j < characters.count, characters[j].isWhitespace { j += 1 }
                // A malformed one is the parser's error: nothing after it is parsed.
                guard j < characters.count, characters[j] == "=", starts(with: close, at: j + 1), !newOpen.isEmpty,
                    !newClose.isEmpty
                else { return }
                i = j + 1 + close.count
                open = newOpen
                close = newClose
                continue
            default:
                break  // a variable, a comment, `{{{…}}}` or `{{&…}}`: read to its end
            }
            guard let next = afterClose(from: sigilIndex + 1) else { return }
            i = next
        }
    }
}

import Foundation
import Yams

/// Parses YAML text into ``YAMLNode``s, reporting syntax errors, duplicate keys and
/// hostile-file limits as diagnostics.
///
/// ```swift
/// var diagnostics = DiagnosticCollector(file: "a.yaml")
/// let root = YAMLLoader().load("layout: 1\n", diagnostics: &diagnostics)
/// ```
package struct YAMLLoader: Sendable {
    /// The most nodes a file may expand to (aliases count each time they are used).
    var maxNodes: Int
    /// The deepest nesting a file may have.
    var maxDepth: Int
    /// The largest file, in bytes.
    var maxBytes: Int

    /// Creates a loader with limits far above any real layout.
    package init(maxNodes: Int = 100_000, maxDepth: Int = 64, maxBytes: Int = 8 << 20) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// Parses `text`; `nil` when it is not usable YAML (the reasons are in `diagnostics`).
    ///
    /// Every repeated mapping key is reported at its own position; the first occurrence is the
    /// one kept, so that the rest of the file is still checked.
    func load(_ text: String, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        guard text.utf8.count <= maxBytes else {
            diagnostics.error(.yamlLimit, "the file is larger than \(maxBytes) bytes", at: .start)
            return nil
        }
        if let position = Self.excessiveNesting(in: text, limit: maxDepth) {
            diagnostics.error(.yamlLimit, "nesting deeper than \(maxDepth) levels", at: position)
            return nil
        }
        var tags = DuplicateKeyTags()
        // libyaml, told the text is UTF-8, would take a byte-order mark for a column of line 1.
        var source = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        var root: Node?
        while true {
            do {
                root = try Yams.compose(yaml: source, .basic)
                break
            } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
                let first = Self.position(context.mark)
                if mayTagAnotherKey(tags, bytes: source.utf8.count), tags.tagKey(at: first, in: &source) { continue }
                // Yams names a key that is not a scalar "<uncovertable>".
                let name = keys.first.map { $0 == "<uncovertable>" ? "a key" : "key '\($0)'" } ?? "a key"
                diagnostics.error(
                    .duplicateKey, "\(name) is repeated in this mapping; the rest of the file is not checked",
                    at: tags.original(first))
                return nil
            } catch let error as YamlError {
                report(error, text: source, tags: tags, diagnostics: &diagnostics)
                return nil
            } catch {
                diagnostics.error(.yamlSyntax, "YAML: \(error)", at: .start)
                return nil
            }
        }
        guard let root else {
            diagnostics.error(.missingKey, "the file is empty; a layout starts with 'layout: 1'", at: .start)
            return nil
        }
        var conversion = Conversion(budget: maxNodes, tags: tags, lines: YAMLScalar.sourceLines(source))
        return convert(root, depth: 0, &conversion, diagnostics: &diagnostics)
    }

    /// Each repeated key costs another parse of the whole file: at most 100 of them, and no
    /// more than four times the largest file's worth of bytes.
    private func mayTagAnotherKey(_ tags: DuplicateKeyTags, bytes: Int) -> Bool {
        tags.count < min(100, 4 * min(100, maxBytes / max(bytes, 1)))
    }

    /// What converting one tree keeps track of.
    private struct Conversion {
        var budget: Int
        var limitReported = false
        let tags: DuplicateKeyTags
        /// The text parsed, by lines: for the positions inside scalars.
        let lines: [[Unicode.Scalar]]

        func position(_ mark: Mark?) -> SourcePosition {
            tags.original(YAMLLoader.position(mark))
        }
    }

    private func convert(
        _ node: Node, depth: Int, _ state: inout Conversion, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        state.budget -= 1
        guard state.budget >= 0, depth <= maxDepth else {
            if !state.limitReported {
                state.limitReported = true
                let message =
                    state.budget < 0
                    ? "the file expands to more than \(maxNodes) nodes (each alias counted where it is used)"
                    : "nesting deeper than \(maxDepth) levels"
                diagnostics.error(.yamlLimit, message, at: state.position(node.mark))
            }
            return nil
        }
        switch node {
        case .scalar(let scalar):
            return .scalar(Self.scalar(scalar, state))
        case .alias(let alias):
            diagnostics.error(.yamlSyntax, "unresolved alias", at: state.position(alias.mark))
            return nil
        case .sequence(let sequence):
            var items: [YAMLNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                guard let converted = convert(item, depth: depth + 1, &state, diagnostics: &diagnostics) else {
                    return nil
                }
                items.append(converted)
            }
            return .sequence(YAMLSequence(items: items, position: state.position(sequence.mark)))
        case .mapping(let mapping):
            var entries: [YAMLMapping.Entry] = []
            var firstLines: [String: Int] = [:]
            var merged: [YAMLMapping] = []
            // Where the merge key stands among the mapping's own keys.
            var mergeIndex = 0
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    diagnostics.error(.invalidValue, "a mapping key must be a plain word", at: state.position(key.mark))
                    continue
                }
                let name = Self.scalar(keyScalar, state)
                if let firstLine = firstLines[name.text] {
                    diagnostics.error(
                        .duplicateKey, "duplicate key '\(name.text)' (first at line \(firstLine))", at: name.position)
                    continue
                }
                firstLines[name.text] = name.position.line
                guard let converted = convert(value, depth: depth + 1, &state, diagnostics: &diagnostics) else {
                    return nil
                }
                if name.style == .plain, name.text == "<<" {
                    merged += Self.mergeSources(converted, at: name.position, diagnostics: &diagnostics)
                    mergeIndex = entries.count
                    continue
                }
                entries.append(.init(key: name, value: converted))
            }
            // A merge key (`<<: *common`, or `<<: [*a, *b]`) adds the keys the mapping does not
            // set itself, where it stands (order matters for `fields` and `rows`); among the
            // merged mappings, the first to set a key wins.
            var mergedEntries: [YAMLMapping.Entry] = []
            for source in merged {
                for entry in source.entries where firstLines[entry.key.text] == nil {
                    firstLines[entry.key.text] = entry.key.position.line
                    mergedEntries.append(entry)
                }
            }
            entries.insert(contentsOf: mergedEntries, at: mergeIndex)
            return .mapping(YAMLMapping(entries: entries, position: state.position(mapping.mark)))
        }
    }

    /// The mappings a merge key's value names: one mapping, or a list of them.
    /// A value that is none is reported where it is written, or at the merge key, `key`, when it
    /// comes through an alias (`<<: *h`): its own position is then the anchor's, before the key.
    private static func mergeSources(
        _ value: YAMLNode, at key: SourcePosition, diagnostics: inout DiagnosticCollector
    ) -> [YAMLMapping] {
        func place(_ position: SourcePosition) -> SourcePosition {
            (position.line, position.column) < (key.line, key.column) ? key : position
        }
        let problem = "a merge key '<<' takes a mapping or a list of mappings (such as '<<: *common')"
        switch value {
        case .mapping(let mapping): return [mapping]
        case .sequence(let sequence):
            var mappings: [YAMLMapping] = []
            for item in sequence.items {
                guard case .mapping(let mapping) = item else {
                    diagnostics.error(.invalidValue, problem, at: place(item.position))
                    continue
                }
                mappings.append(mapping)
            }
            return mappings
        case .scalar(let scalar):
            diagnostics.error(.invalidValue, problem, at: place(scalar.position))
            return []
        }
    }

    private static func scalar(_ scalar: Node.Scalar, _ state: Conversion) -> YAMLScalar {
        let style: YAMLScalar.Style
        switch scalar.style {
        case .singleQuoted: style = .singleQuoted
        case .doubleQuoted: style = .doubleQuoted
        case .literal: style = .literal
        case .folded: style = .folded
        default: style = .plain
        }
        let start = YAMLLoader.position(scalar.mark)
        let exact = YAMLScalar.sourcePositions(of: scalar.string, style: style, at: start, in: state.lines)
        return YAMLScalar(
            text: scalar.string, style: style, position: state.tags.original(start),
            exactPositions: exact?.map(state.tags.original))
    }

    /// Whether a flow collection's error at `error` shows the collection opened at `bracket` was
    /// never closed: the parser got to the end of the file, or to a later line indented no deeper
    /// than the bracket's (the next key of the mapping around it). Elsewhere, on the bracket's
    /// line or a continuation of it, the error is where it is found (`{ a: "x" b }`).
    static func isPastOpenBracket(_ error: SourcePosition, bracket: SourcePosition, in lines: [[Unicode.Scalar]])
        -> Bool
    {
        guard error.line > bracket.line else { return false }
        guard error.line <= lines.count, character(at: error, in: lines) != nil else { return true }
        func indentation(_ line: Int) -> Int { lines[line - 1].prefix { $0 == " " }.count }
        if lines[error.line - 1].allSatisfy({ $0 == " " }) { return true }
        return indentation(error.line) <= indentation(bracket.line)
    }

    /// The character at `position` (1-based line and column, in Unicode scalars) in the text
    /// split into `lines` (see ``YAMLScalar/sourceLines(_:)``): a line's end reads as `\n`, except
    /// the last line's; `nil` past the text.
    static func character(at position: SourcePosition, in lines: [[Unicode.Scalar]]) -> Unicode.Scalar? {
        guard position.line >= 1, position.line <= lines.count, position.column >= 1 else { return nil }
        let line = lines[position.line - 1]
        if position.column <= line.count { return line[position.column - 1] }
        return position.column == line.count + 1 && position.line < lines.count ? "\n" : nil
    }

    static func position(_ mark: Mark?) -> SourcePosition {
        SourcePosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func report(
        _ error: YamlError, text: String, tags: DuplicateKeyTags, diagnostics: inout DiagnosticCollector
    ) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let at = Self.position(mark)
            let lines = YAMLScalar.sourceLines(text)
            if problem.contains("found a tab character") || Self.character(at: at, in: lines) == "\t" {
                diagnostics.error(
                    .yamlSyntax, "YAML syntax: a tab; YAML indents with spaces, never with tabs", at: tags.original(at))
                return
            }
            if let context, problem.hasPrefix("did not find expected"), context.text.contains("flow"),
                Self.isPastOpenBracket(at, bracket: Self.position(context.mark), in: lines)
            {
                // An unclosed `[` or `{` is found only where the file ends: point at the bracket.
                let end = tags.original(at)
                diagnostics.error(
                    .yamlSyntax,
                    "YAML syntax: \(problem) \(context.text) that starts here; it is still open at line \(end.line)",
                    at: tags.original(Self.position(context.mark)))
                return
            }
            if let context, problem.contains("end of stream"), context.text.contains("quoted scalar") {
                // A quote never closed is found only where the file ends: point at the quote.
                diagnostics.error(
                    .yamlSyntax, "YAML syntax: the quoted text that starts here is never closed (the file ends in it)",
                    at: tags.original(Self.position(context.mark)))
                return
            }
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml stops at a thousand levels of block nesting, before the walk would stop
                // at `maxDepth`: the same limit, said the same way.
                diagnostics.error(.yamlLimit, "nesting deeper than \(maxDepth) levels", at: tags.original(at))
                return
            }
            if problem.contains("another document") {
                diagnostics.error(
                    .yamlSyntax, "YAML syntax: a second document ('---'); a layout is one YAML document",
                    at: tags.original(at))
                return
            }
            if problem.contains("undefined alias") {
                // The parser does not name it: the alias is the word at the mark.
                let alias = Self.word(at: at, in: lines)
                diagnostics.error(
                    .yamlSyntax,
                    "YAML syntax: the alias '\(alias)' names no anchor before it (define one with "
                        + "&\(alias.drop { $0 == "*" }) first)",
                    at: tags.original(at))
                return
            }
            let detail = context.map { " \($0.text)" } ?? ""
            diagnostics.error(.yamlSyntax, "YAML syntax: \(problem)\(detail)", at: tags.original(at))
        case .reader(let problem, let offset, _, _):
            let position = SourcePosition.after(
                String(decoding: text.utf8.prefix(offset ?? 0), as: UTF8.self).unicodeScalars)
            diagnostics.error(.yamlSyntax, "YAML: \(problem)", at: tags.original(position))
        default:
            diagnostics.error(.yamlSyntax, "YAML: \(error)", at: .start)
        }
    }

    /// The word at `position` in `lines` (an alias `*name`): up to a space, a comma or a bracket.
    static func word(at position: SourcePosition, in lines: [[Unicode.Scalar]]) -> String {
        guard position.line >= 1, position.line <= lines.count else { return "" }
        var word = String.UnicodeScalarView()
        for scalar in lines[position.line - 1].dropFirst(max(0, position.column - 1)) {
            if scalar == " " || scalar == "," || scalar == "]" || scalar == "}" || scalar == "\t" { break }
            word.append(scalar)
        }
        return String(word)
    }

    /// Finds flow brackets or compact `- - -` lists nested beyond `limit`, before libyaml's
    /// recursive composer could exhaust the stack on them.
    static func excessiveNesting(in text: String, limit: Int) -> SourcePosition? {
        var depth = 0
        var line = 1
        var column = 0
        var quote: UInt8 = 0
        var inComment = false
        var dashesOnLine = 0
        var lineStart = true
        var previous: UInt8 = UInt8(ascii: " ")
        for byte in text.utf8 {
            defer { previous = byte }
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                inComment = false
                dashesOnLine = 0
                lineStart = true
                continue
            }
            if inComment { continue }
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // Only a quote that starts a token opens a quoted scalar (not the one in "Tim Horton's").
                if [
                    UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                    UInt8(ascii: "-"),
                ].contains(previous) || lineStart {
                    quote = byte
                }
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return SourcePosition(line: line, column: column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: "-") where lineStart:
                dashesOnLine += 1
                if dashesOnLine > limit { return SourcePosition(line: line, column: column) }
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: lineStart = false
            }
        }
        return nil
    }
}

import Foundation
import Yams

/// Parses YAML text into ``YAMLNode``s, reporting syntax errors, duplicate keys and
/// hostile-file limits as diagnostics.
///
/// ```swift
/// var diagnostics = DiagnosticCollector(file: "a.yaml")
/// let root = YAMLLoader().load("layout: 1\n", diagnostics: &diagnostics)
/// ```
public struct YAMLLoader: Sendable {
    /// The most nodes a file may expand to (aliases count each time they are used).
    public var maxNodes: Int
    /// The deepest nesting a file may have.
    public var maxDepth: Int
    /// The largest file, in bytes.
    public var maxBytes: Int

    /// Creates a loader with limits far above any real layout.
    public init(maxNodes: Int = 100_000, maxDepth: Int = 64, maxBytes: Int = 8 << 20) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// Parses `text`; `nil` when it is not usable YAML (the reasons are in `diagnostics`).
    public func load(_ text: String, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        guard text.utf8.count <= maxBytes else {
            diagnostics.error(.yamlLimit, "the file is larger than \(maxBytes) bytes", at: nil)
            return nil
        }
        if let position = Self.excessiveNesting(in: text, limit: maxDepth) {
            diagnostics.error(.yamlLimit, "nesting deeper than \(maxDepth) levels", at: position)
            return nil
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            report(error, text: text, diagnostics: &diagnostics)
            return nil
        } catch {
            diagnostics.error(.yamlSyntax, "\(error)", at: nil)
            return nil
        }
        guard let root else {
            diagnostics.error(.missingKey, "the file is empty; a layout starts with 'layout: 1'", at: nil)
            return nil
        }
        var budget = maxNodes
        var limitReported = false
        return convert(root, depth: 0, budget: &budget, limitReported: &limitReported, diagnostics: &diagnostics)
    }

    private func convert(
        _ node: Node, depth: Int, budget: inout Int, limitReported: inout Bool, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        budget -= 1
        guard budget >= 0, depth <= maxDepth else {
            if !limitReported {
                limitReported = true
                let what =
                    budget < 0 ? "more than \(maxNodes) nodes (alias expansion?)" : "nesting deeper than \(maxDepth)"
                diagnostics.error(.yamlLimit, "the file expands to \(what)", at: Self.position(node.mark))
            }
            return nil
        }
        switch node {
        case .scalar(let scalar):
            return .scalar(Self.scalar(scalar))
        case .alias(let alias):
            diagnostics.error(.yamlSyntax, "unresolved alias", at: Self.position(alias.mark))
            return nil
        case .sequence(let sequence):
            var items: [YAMLNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                guard
                    let converted = convert(
                        item, depth: depth + 1, budget: &budget, limitReported: &limitReported,
                        diagnostics: &diagnostics)
                else { return nil }
                items.append(converted)
            }
            return .sequence(YAMLSequence(items: items, position: Self.position(sequence.mark)))
        case .mapping(let mapping):
            var entries: [YAMLMapping.Entry] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    diagnostics.error(.invalidValue, "a mapping key must be a plain word", at: Self.position(key.mark))
                    continue
                }
                guard
                    let converted = convert(
                        value, depth: depth + 1, budget: &budget, limitReported: &limitReported,
                        diagnostics: &diagnostics)
                else { return nil }
                entries.append(.init(key: Self.scalar(keyScalar), value: converted))
            }
            return .mapping(YAMLMapping(entries: entries, position: Self.position(mapping.mark)))
        }
    }

    private static func scalar(_ scalar: Node.Scalar) -> YAMLScalar {
        let style: YAMLScalar.Style
        switch scalar.style {
        case .singleQuoted: style = .singleQuoted
        case .doubleQuoted: style = .doubleQuoted
        case .literal: style = .literal
        case .folded: style = .folded
        default: style = .plain
        }
        return YAMLScalar(text: scalar.string, style: style, position: position(scalar.mark))
    }

    static func position(_ mark: Mark?) -> SourcePosition {
        SourcePosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func report(_ error: YamlError, text: String, diagnostics: inout DiagnosticCollector) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            diagnostics.error(.yamlSyntax, "YAML syntax: \(problem)\(detail)", at: Self.position(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let first = Self.position(context.mark)
            for key in duplicates {
                let second = Self.secondOccurrence(of: key, after: first, in: text) ?? first
                diagnostics.error(
                    .duplicateKey, "duplicate key '\(key)' (first at line \(first.line))", at: second)
            }
        case .reader(let problem, let offset, _, _):
            let position = offset.map { Self.position(ofUTF8Offset: $0, in: text) }
            diagnostics.error(.yamlSyntax, "YAML: \(problem)", at: position)
        default:
            diagnostics.error(.yamlSyntax, "YAML: \(error)", at: nil)
        }
    }

    /// libyaml reports a duplicate at its first occurrence; editors want the second one.
    static func secondOccurrence(of key: String, after first: SourcePosition, in text: String) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count else { return nil }
        for lineIndex in (first.line - 1)..<lines.count {
            let chars = Array(lines[lineIndex].unicodeScalars)
            let startColumn = lineIndex == first.line - 1 ? first.column : 0
            var column = startColumn
            while column < chars.count {
                let candidate = String(String.UnicodeScalarView(chars[column...].prefix(key.unicodeScalars.count)))
                if candidate == key {
                    var after = column + key.unicodeScalars.count
                    while after < chars.count, chars[after] == " " { after += 1 }
                    let sameBlock = lineIndex == first.line - 1 || column == first.column - 1
                    if after < chars.count, chars[after] == ":", sameBlock {
                        return SourcePosition(line: lineIndex + 1, column: column + 1)
                    }
                }
                column += 1
                if lineIndex != first.line - 1, column > first.column - 1 { break }
            }
        }
        return nil
    }

    static func position(ofUTF8Offset offset: Int, in text: String) -> SourcePosition {
        var line = 1
        var column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
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

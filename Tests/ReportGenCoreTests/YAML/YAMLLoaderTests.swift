import Testing

@testable import ReportGenCore

@Suite struct YAMLLoaderTests {
    func load(_ text: String) -> (YAMLNode?, [String]) {
        var diagnostics = DiagnosticCollector(file: "y.yaml")
        let node = YAMLLoader().load(text, diagnostics: &diagnostics)
        return (node, diagnostics.sorted.map(\.description))
    }

    @Test func keepsPositionsAndStyles() throws {
        let (node, findings) = load("a: 1\nb:\n  - 'x'\n  - \"y\"\nc: |\n  text\n")
        #expect(findings.isEmpty)
        guard case .mapping(let map)? = node, case .sequence(let list)? = map["b"],
            case .scalar(let x) = list.items[0], case .scalar(let y) = list.items[1], case .scalar(let c)? = map["c"]
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(map.entries.map(\.key.text) == ["a", "b", "c"])
        #expect(map.entries[1].key.position == SourcePosition(line: 2, column: 1))
        #expect(x.text == "x" && x.style == .singleQuoted && x.position == SourcePosition(line: 3, column: 5))
        #expect(x.position(ofOffset: 0) == SourcePosition(line: 3, column: 6))
        #expect(y.style == .doubleQuoted)
        #expect(c.style == .literal && c.text == "text\n")
    }

    @Test func scalarsStayText() throws {
        let (node, _) = load("a: 012\nb: no\nc: 1.50\n")
        guard case .mapping(let map)? = node else { return }
        for (key, text) in [("a", "012"), ("b", "no"), ("c", "1.50")] {
            guard case .scalar(let s)? = map[key] else { continue }
            #expect(s.text == text)
        }
    }

    @Test func limits() {
        let (_, wide) = load("a: [" + Array(repeating: "x", count: 200_000).joined(separator: ",") + "]\n")
        #expect(wide.first?.contains("more than 100000 nodes") == true)
        let (_, big) = load(String(repeating: "#", count: 9 << 20))
        #expect(big == ["y.yaml: error: the file is larger than 8388608 bytes [yaml-limit]"])
        let (_, empty) = load("")
        #expect(empty == ["y.yaml: error: the file is empty; a layout starts with 'layout: 1' [missing-key]"])
    }
}

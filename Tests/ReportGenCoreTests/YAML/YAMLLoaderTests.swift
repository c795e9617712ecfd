import Testing

@testable import ReportGenCore

@Suite struct YAMLLoaderTests {
    func load(_ text: String) -> (YAMLNode?, [String]) {
        var diagnostics = DiagnosticCollector(file: "y.yaml")
        let node = YAMLLoader().load(text, diagnostics: &diagnostics)
        return (node, diagnostics.sorted.map(\.description))
    }

    /// The root mapping of `text`, which must load.
    func mapping(_ text: String) throws -> (YAMLMapping, [String]) {
        let (node, findings) = load(text)
        guard case .mapping(let map) = try #require(node) else {
            Issue.record("the root is not a mapping")
            throw LoaderTestError.notAMapping
        }
        return (map, findings)
    }

    enum LoaderTestError: Error { case notAMapping }

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
        let (map, findings) = try mapping("a: 012\nb: no\nc: 1.50\n")
        #expect(findings.isEmpty)
        #expect(map.entries.map(\.key.text) == ["a", "b", "c"])
        for (key, text) in [("a", "012"), ("b", "no"), ("c", "1.50")] {
            guard case .scalar(let s) = try #require(map[key], "\(key)") else {
                Issue.record("'\(key)' is not a scalar")
                continue
            }
            #expect(s.text == text && s.style == .plain, "\(key)")
        }
    }

    @Test func limits() {
        let (_, wide) = load("a: [" + Array(repeating: "x", count: 200_000).joined(separator: ",") + "]\n")
        #expect(
            wide == [
                "y.yaml:1:200001: error: the file expands to more than 100000 nodes (each alias counted where it is used) [yaml-limit]"
            ])
        let (_, big) = load(String(repeating: "#", count: 9 << 20))
        #expect(big == ["y.yaml:1:1: error: the file is larger than 8388608 bytes [yaml-limit]"])
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "\u{FEFF}"])
    func anEmptyFileIsReportedAtLineOneColumnOne(_ text: String) {
        let (node, findings) = load(text)
        #expect(node == nil)
        #expect(findings == ["y.yaml:1:1: error: the file is empty; a layout starts with 'layout: 1' [missing-key]"])
    }

    @Test func everyRepeatedKeyIsReportedAtItsPositionNamingTheFirst() {
        let (_, findings) = load(
            """
            a: 1
            b: { x: 1, y: 2, x: 3, "y": 4, x: 5 }
            a: 2
            c:
              - { a: 1, a: 2 }
              - k: 1
                'k': 2
            a: 3
            """)
        #expect(
            findings == [
                "y.yaml:2:18: error: duplicate key 'x' (first at line 2) [duplicate-key]",
                "y.yaml:2:24: error: duplicate key 'y' (first at line 2) [duplicate-key]",
                "y.yaml:2:32: error: duplicate key 'x' (first at line 2) [duplicate-key]",
                "y.yaml:3:1: error: duplicate key 'a' (first at line 1) [duplicate-key]",
                "y.yaml:5:13: error: duplicate key 'a' (first at line 5) [duplicate-key]",
                "y.yaml:7:5: error: duplicate key 'k' (first at line 6) [duplicate-key]",
                "y.yaml:8:1: error: duplicate key 'a' (first at line 1) [duplicate-key]",
            ])
    }

    @Test func theFirstOccurrenceIsKeptAndLaterPositionsAreTheFilesOwn() throws {
        let (map, findings) = try mapping("a: 1\nb: { k: x, k: y, z: [ 'é', w ] }\na: 2\n")
        #expect(
            findings == [
                "y.yaml:2:12: error: duplicate key 'k' (first at line 2) [duplicate-key]",
                "y.yaml:3:1: error: duplicate key 'a' (first at line 1) [duplicate-key]",
            ])
        #expect(map.entries.map(\.key.text) == ["a", "b"])
        guard case .scalar(let a) = try #require(map["a"]), case .mapping(let b) = try #require(map["b"]),
            case .scalar(let k) = try #require(b["k"]), case .sequence(let z) = try #require(b["z"]),
            case .scalar(let w) = z.items[1]
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(a.text == "1" && a.position == SourcePosition(line: 1, column: 4))
        #expect(b.entries.map(\.key.text) == ["k", "z"])
        #expect(k.text == "x" && k.position == SourcePosition(line: 2, column: 9))
        #expect(b.entries[1].key.position == SourcePosition(line: 2, column: 18))
        #expect(z.position == SourcePosition(line: 2, column: 21))
        #expect(w.text == "w" && w.position == SourcePosition(line: 2, column: 28))
    }

    /// A quote never closed, an alias without its anchor, a second document: said plainly, where
    /// they are (the parser finds the quote only at the file's end, and names no alias).
    @Test func quotesAliasesAndDocumentsAreNamed() {
        #expect(
            load("layout: 1\ntitle: \"Cards\ninput: {}\n").1 == [
                "y.yaml:2:8: error: YAML syntax: the quoted text that starts here is never closed (the file ends in it) "
                    + "[yaml-syntax]"
            ])
        #expect(
            load("layout: 1\nx-a: *common\n").1 == [
                "y.yaml:2:6: error: YAML syntax: the alias '*common' names no anchor before it (define one with &common "
                    + "first) [yaml-syntax]"
            ])
        #expect(
            load("layout: 1\n---\nlayout: 1\n").1 == [
                "y.yaml:2:1: error: YAML syntax: a second document ('---'); a layout is one YAML document [yaml-syntax]"
            ])
    }

    /// The two YAML mistakes whose parser messages say least: a tab, and an unclosed bracket
    /// (found where the file ends).
    @Test func aTabAndAnUnclosedBracketAreNamedWhereTheyAre() {
        #expect(
            load("layout: 1\ninput:\n\tfields: {}\n").1 == [
                "y.yaml:3:1: error: YAML syntax: a tab; YAML indents with spaces, never with tabs [yaml-syntax]"
            ])
        // After a line whose value is a plain scalar, the parser's own words are about that scalar.
        #expect(
            load("layout: 1\ntitle: Cards\n\tinput: {}\n").1 == [
                "y.yaml:3:1: error: YAML syntax: a tab; YAML indents with spaces, never with tabs [yaml-syntax]"
            ])
        #expect(
            load("layout: 1\ntitle: {a: 1\nrows: 2\n").1 == [
                "y.yaml:2:8: error: YAML syntax: did not find expected ',' or '}' while parsing a flow mapping that starts "
                    + "here; it is still open at line 3 [yaml-syntax]"
            ])
        // A closed bracket with an error inside stays where the error is, on one line or several.
        #expect(
            load("a:\n  - { row: r, text: \"a\" b }\n").1 == [
                "y.yaml:2:25: error: YAML syntax: did not find expected ',' or '}' while parsing a flow mapping [yaml-syntax]"
            ])
        #expect(
            load("a:\n  - { row: r,\n      text: \"x\" y,\n      other: 1 }\n").1 == [
                "y.yaml:3:17: error: YAML syntax: did not find expected ',' or '}' while parsing a flow mapping [yaml-syntax]"
            ])
        // A block mapping's indentation error stays where it is found.
        #expect(
            load("a:\n  b: 1\n c: 2\n").1 == [
                "y.yaml:3:2: error: YAML syntax: did not find expected key while parsing a block mapping [yaml-syntax]"
            ])
    }

    @Test func errorsAfterARepeatedKeyAreStillFound() {
        #expect(
            load("a: 1\na: 2\nb: [1\n").1 == [
                "y.yaml:3:4: error: YAML syntax: did not find expected ',' or ']' while parsing a flow sequence that starts "
                    + "here; it is still open at line 4 [yaml-syntax]"
            ])
        #expect(
            load("a: 1\na: 2\nb: *nowhere\n").1 == [
                "y.yaml:3:4: error: YAML syntax: the alias '*nowhere' names no anchor before it (define one with "
                    + "&nowhere first) [yaml-syntax]"
            ])
    }

    @Test func aRepeatedKeyThatCannotBeSetApartStopsTheCheck() {
        // A key with a tag of its own takes no second one: reported once, at its first occurrence.
        #expect(
            load("x: 0\n!!str a: 1\na: 2\n").1 == [
                "y.yaml:2:1: error: key 'a' is repeated in this mapping; the rest of the file is not checked [duplicate-key]"
            ])
        #expect(
            load("? - a\n: 1\n? - a\n: 2\n").1 == [
                "y.yaml:1:3: error: a key is repeated in this mapping; the rest of the file is not checked [duplicate-key]"
            ])
        // An anchored key takes a tag before its anchor.
        #expect(load("&k a: 1\na: 2\n").1 == ["y.yaml:2:1: error: duplicate key 'a' (first at line 1) [duplicate-key]"])
    }

    @Test func repeatedKeysAreBounded() {
        let text = (0..<101).map { "k\($0): 1\nk\($0): 2\n" }.joined()
        let (node, findings) = load(text)
        #expect(node == nil)
        // Yams names repeated keys in sorted order: k99 is the 101st.
        #expect(
            findings == [
                "y.yaml:199:1: error: key 'k99' is repeated in this mapping; the rest of the file is not checked [duplicate-key]"
            ])
        let hundred = (0..<100).map { "k\($0): 1\nk\($0): 2\n" }.joined()
        let (_, all) = load(hundred)
        #expect(all.count == 100)
        #expect(all.last == "y.yaml:200:1: error: duplicate key 'k99' (first at line 199) [duplicate-key]")
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let (map, findings) = try mapping("\u{FEFF}a: 1\nb: 2\na: 3\n")
        #expect(findings == ["y.yaml:3:1: error: duplicate key 'a' (first at line 1) [duplicate-key]"])
        #expect(
            map.entries.map(\.key.position) == [SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 1)])
    }

    @Test func crlfLinesCountOnce() throws {
        let (map, findings) = try mapping("a: 1\r\nb: 2\r\na: 3\r\n")
        #expect(findings == ["y.yaml:3:1: error: duplicate key 'a' (first at line 1) [duplicate-key]"])
        #expect(map.entries.map(\.key.text) == ["a", "b"])
    }
}

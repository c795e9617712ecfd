import Testing

@testable import ReportGenCore

/// Positions counted by reportgen agree with libyaml's: the same line breaks, a BOM in no column.
@Suite struct SourcePositionTests {
    @Test(arguments: [
        ("", 1, 1), ("ab", 1, 3), ("a\nb", 2, 2), ("a\r\nb", 2, 2), ("a\rb", 2, 2), ("a\r\n\r\n", 3, 1),
        ("a\u{85}b", 2, 2), ("a\u{2028}\u{2029}", 3, 1), ("\u{FEFF}ab", 1, 3), ("é漢\n\u{1F600}x", 2, 3),
        ("a\u{FEFF}", 1, 3),
    ])
    func after(_ text: String, _ line: Int, _ column: Int) {
        #expect(SourcePosition.after(text.unicodeScalars) == SourcePosition(line: line, column: column))
    }

    @Test func indexFindsTheScalarAtAPosition() throws {
        let text = "\u{FEFF}é: 1\r\n  b: [x]\n"
        func scalar(_ line: Int, _ column: Int) throws -> Unicode.Scalar {
            let index = try #require(SourcePosition(line: line, column: column).index(in: text))
            return text.unicodeScalars[index]
        }
        #expect(try scalar(1, 1) == "é")
        #expect(try scalar(1, 4) == "1")
        #expect(try scalar(1, 5) == "\r")
        #expect(try scalar(2, 3) == "b")
        #expect(try scalar(2, 7) == "x")
        #expect(SourcePosition(line: 3, column: 1).index(in: text) == text.unicodeScalars.endIndex)
        #expect(SourcePosition(line: 3, column: 2).index(in: text) == nil)
        #expect(SourcePosition(line: 9, column: 1).index(in: text) == nil)
    }
}

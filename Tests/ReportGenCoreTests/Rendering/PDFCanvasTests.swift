import Testing

@testable import ReportGenCore

@Suite struct PDFCanvasTests {
    /// Lines of `text` where each character is one unit wide, `room` units a line.
    func wrap(_ text: String, room: Int) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return PDFCanvas.wrap(scalars, widths: scalars.map { _ in 1 }, room: room).map { range in
            String(String.UnicodeScalarView(scalars[range]))
        }
    }

    @Test func wrapsAfterTheLastSpaceThatFits() {
        #expect(wrap("aaa bbb ccc ddd", room: 7) == ["aaa bbb", "ccc ddd"])
        #expect(wrap("aaa bbb ccc ddd", room: 9) == ["aaa bbb ", "ccc ddd"])
        #expect(wrap("aaa bbb ccc ddd", room: 15) == ["aaa bbb ccc ddd"])
        // A word longer than a line is broken inside it.
        #expect(wrap("abcdefgh ij", room: 3) == ["abc", "def", "gh ", "ij"])
        #expect(wrap("", room: 3) == [])
    }
}

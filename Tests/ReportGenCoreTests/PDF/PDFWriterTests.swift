import Foundation
import Testing

@testable import ReportGenCore

/// The cross-reference table points at every object, whether its offset waited in memory or in
/// the temporary file (past 65,536 objects), and whether it was written in order or long after.
@Suite struct PDFWriterTests {
    /// Writes `count` objects: every third one reserved with the others but written at the end,
    /// as a page's decorations are; returns the file.
    static func file(objects count: Int) throws -> [UInt8] {
        var writer = PDFWriter()
        var file: [UInt8] = []
        try writer.begin()
        let root = writer.reserve()
        var late: [Int] = []
        for i in 0..<count {
            let number = writer.reserve()
            if i % 3 == 0 {
                late.append(number)
            } else {
                try writer.object(number, "(object \(number))")
            }
            if i % 1_000 == 0 { file += writer.take() }
        }
        for number in late { try writer.object(number, "(late \(number))") }
        try writer.beginObject(root)
        try writer.append("<< /Type /Catalog")
        for piece in 0..<20_000 {
            try writer.append(" % piece \(piece)\n")
            if writer.pendingCount > 1 << 16 { file += writer.take() }
        }
        try writer.append(" >>")
        try writer.endObject()
        try writer.finish(root: root, info: root, emit: { file += $0 })
        return file + writer.take()
    }

    /// Every entry of the table, checked against the object at its offset.
    static func checkTable(of file: [UInt8], objects: Int) {
        let text = String(decoding: file, as: UTF8.self)
        guard let start = text.range(of: "\nxref\n0 ")?.upperBound else {
            Issue.record("no cross-reference table")
            return
        }
        let lines = text[start...].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Int(lines[0]) == objects + 2)
        #expect(lines[1] == "0000000000 65535 f ")
        for number in 1..<(objects + 2) {
            let entry = lines[number + 1]
            guard entry.count == 19, entry.hasSuffix(" 00000 n "), let offset = Int(entry.prefix(10)) else {
                Issue.record("entry \(number) is \(entry)")
                return
            }
            let head = Array("\(number) 0 obj\n".utf8)
            guard offset + head.count <= file.count, Array(file[offset..<(offset + head.count)]) == head else {
                Issue.record("entry \(number) points at no object \(number)")
                return
            }
        }
        // `startxref` gives the table's byte offset.
        let table = Array("\nxref\n".utf8)
        let at = (0...(file.count - table.count)).last { Array(file[$0..<($0 + table.count)]) == table }
        let given = text.components(separatedBy: "startxref\n").last?.prefix { $0.isNumber }
        #expect(at.map { $0 + 1 } == given.flatMap { Int($0) })
    }

    @Test(arguments: [10, 70_000, 200_000])
    func theTablePointsAtEveryObject(_ objects: Int) throws {
        let file = try Self.file(objects: objects)
        Self.checkTable(of: file, objects: objects)
    }

    @Test func anObjectReservedAndNeverWrittenIsAnError() throws {
        var writer = PDFWriter()
        try writer.begin()
        for _ in 0..<70_000 { _ = writer.reserve() }
        #expect(throws: PDFWriter.Failure.self) { try writer.finish(root: 1, info: 1, emit: { _ in }) }
    }

    @Test func anObjectWrittenTwiceIsAnError() throws {
        var writer = PDFWriter()
        let first = writer.reserve()
        for _ in 0..<70_000 { _ = writer.reserve() }
        try writer.object(first, "1")
        #expect(throws: PDFWriter.Failure.self) { try writer.object(first, "2") }
        #expect(throws: PDFWriter.Failure.self) { try writer.object(90_000, "never reserved") }
    }
}

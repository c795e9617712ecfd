import Foundation
import Testing

@testable import ReportGenCore

/// Nothing lost, nothing invented, in another dialect: `;`-separated records after a preamble, in
/// Windows-1252 or UTF-16, with German numbers and null texts. Every record is accepted with
/// exactly its values or rejected once with exactly its bytes in the file's own encoding.
@Suite struct DialectConservationProperties {
    static func layout(_ encoding: String) -> String {
        """
        layout: 1
        input:
          csv: { delimiter: ";", header_line: 3 }
          encoding: \(encoding)
          null_values: [NA]
          fields:
            id: int
            text: string
            amount: { type: decimal, places: 2, decimal_separator: ",", grouping_separator: "." }
            n: { type: int, optional: true }
        rows:
          r: { height: 1, fields: { id: int, text: string, amount: { type: decimal, places: 2 }, n: int } }
        report:
          detail: [ { row: r, id: id, text: "{text}", amount: amount, n: n } ]
        """
    }

    /// A generated stream, as text, and what a correct reader makes of it.
    struct Stream {
        var text = "Kontoauszug \"Giro\"\r\nKonto;123\nid;text;amount;n\n"
        /// Accepted records' fields as the rows show them.
        var accepted: [[String]] = []
        /// Rejected records' text, without their line ends.
        var rejected: [String] = []
        var records = 0

        mutating func accept(_ line: String, _ fields: [String]) {
            text += line + "\n"
            accepted.append(fields)
            records += 1
        }

        mutating func reject(_ line: String) {
            text += line + (records % 2 == 0 ? "\n" : "\r\n")
            rejected.append(line)
            records += 1
        }
    }

    static func generate(_ g: inout SeededGenerator, records: Int) -> Stream {
        var stream = Stream()
        let letters = Array("abcü€é xyzÄ")
        for id in 0..<records {
            let text = String(
                (0..<Int.random(in: 1...8, using: &g)).map { _ in letters.randomElement(using: &g) ?? "a" })
            let word = "w" + text.filter { $0 != " " }
            let thousands = Int.random(in: 1...999, using: &g)
            let units = Int.random(in: 0...999, using: &g)
            let cents = Int.random(in: 10...99, using: &g)
            let german = "\(thousands).\(String(format: "%03d", units)),\(cents)"
            let plain = "\(thousands)\(String(format: "%03d", units)).\(cents)"
            let n = Int.random(in: -99...99, using: &g)
            switch Int.random(in: 0..<16, using: &g) {
            case 0:  // a null text in an optional field
                stream.accept("\(id);\(word);\(german);NA", ["\(id)", word, plain, "null"])
            case 1:  // a group of two digits
                stream.reject("\(id);\(word);1.23,4;\(n)")
            case 2:  // a null text in a field that is not optional
                stream.reject("\(id);\(word);NA;\(n)")
            case 3:  // text after a closing quote
                stream.reject("\(id);\"\(word)\"x;\(german);\(n)")
            case 4:  // a quoted delimiter and doubled quotes
                stream.accept("\(id);\"\(word);\"\"q\"\"\";\(german);\(n)", ["\(id)", "\(word);\"q\"", plain, "\(n)"])
            case 5:  // the empty text is null as well as NA, in an optional field
                stream.accept("\(id);\(word);\(german);", ["\(id)", word, plain, "null"])
            case 6:  // no grouping at all is fine
                stream.accept(
                    "\(id);\(word);\(thousands)\(String(format: "%03d", units)),\(cents);\(n)",
                    [
                        "\(id)", word, plain, "\(n)",
                    ])
            case 7:  // a ragged row
                stream.reject("\(id);\(word);\(german)")
            default:
                stream.accept("\(id);\(text);\(german);\(n)", ["\(id)", text, plain, "\(n)"])
            }
        }
        return stream
    }

    func check(_ stream: Stream, encoding: String, as stringEncoding: String.Encoding, mark: [UInt8], seed: Int)
        throws
    {
        let encode = { (text: String) throws -> [UInt8] in Array(try #require(text.data(using: stringEncoding))) }
        let outcome = try Fixtures.run(Self.layout(encoding), bytes: mark + encode(stream.text), chunk: 4093)
        let summary = outcome.summary
        #expect(summary.recordsRead == stream.records, "seed \(seed)")
        #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead, "seed \(seed)")
        #expect(summary.recordsAccepted == stream.accepted.count, "seed \(seed)")
        #expect(outcome.rejects.count == stream.rejected.count, "seed \(seed)")
        // Compared one by one, so that a failure names the first record that differs.
        for (index, (got, want)) in zip(outcome.rejects, stream.rejected).enumerated()
        where got.raw != (try encode(want)) {
            Issue.record("seed \(seed): reject \(index) (\(got.description)) kept \(got.raw ?? []), written \(want)")
            break
        }
        for (got, want) in zip(outcome.rows, stream.accepted) where got != want {
            Issue.record("seed \(seed): record \(want[0]) read as \(got), written as \(want)")
            break
        }
    }

    @Test(arguments: [1, 2])
    func windows1252(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        try check(Self.generate(&g, records: 5_000), encoding: "windows-1252", as: .windowsCP1252, mark: [], seed: seed)
    }

    @Test(arguments: [3, 4])
    func utf16WithAByteOrderMark(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        let stream = Self.generate(&g, records: 5_000)
        try check(stream, encoding: "utf-16", as: .utf16LittleEndian, mark: [0xFF, 0xFE], seed: seed)
        try check(stream, encoding: "utf-16", as: .utf16BigEndian, mark: [0xFE, 0xFF], seed: seed)
    }

    @Test func utf16ByName() throws {
        var g = SeededGenerator(seed: 5)
        let stream = Self.generate(&g, records: 2_000)
        try check(stream, encoding: "utf-16le", as: .utf16LittleEndian, mark: [], seed: 5)
        try check(stream, encoding: "UTF-16BE", as: .utf16BigEndian, mark: [], seed: 5)
    }

    /// A lone surrogate in UTF-16 text is the record's error, named as what it is in the file (the
    /// reader below sees it as broken UTF-8), and the record is kept in its own bytes.
    @Test func anUnpairedSurrogateIsNamedAsSuch() throws {
        let head = Array(try #require("x\nx\nid;text;amount;n\n1;ok;1,00;1\n2;".data(using: .utf16LittleEndian)))
        let tail = Array(try #require(";2,00;2\n3;ok;3,00;3\n".data(using: .utf16LittleEndian)))
        let lone: [UInt8] = [0x00, 0xD8]  // a high surrogate with no low one after it
        let outcome = try Fixtures.run(Self.layout("utf-16le"), bytes: head + lone + tail, chunk: 4093)
        #expect(outcome.summary.recordsRead == 3)
        #expect(outcome.summary.recordsAccepted == 2)
        let reject = try #require(outcome.rejects.first)
        #expect(outcome.rejects.count == 1)
        #expect(reject.line == 5)
        #expect(reject.message == "the value is not valid UTF-16 (an unpaired surrogate)")
        let record =
            Array(try #require("2;".data(using: .utf16LittleEndian))) + lone
            + Array(try #require(";2,00;2".data(using: .utf16LittleEndian)))
        #expect(reject.raw == record)
    }
}

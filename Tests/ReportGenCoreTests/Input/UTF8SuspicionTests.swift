import Foundation
import Testing

@testable import ReportGenCore

/// A stream declared `windows-1252` (or `iso-8859-1`) whose text is UTF-8 (`MÃ¼nchen`) is said
/// to be so, naming the stream, line and text: a warning, an error under `--strict`; real
/// Windows-1252 text gives no such word.
@Suite struct UTF8SuspicionTests {
    static func yaml(_ encoding: String) -> String {
        """
        layout: 1
        input:
          encoding: \(encoding)
          fields:
            city: string
            n: int
        rows:
          r: { height: 1, fields: { city: string, n: int } }
        report:
          detail: [ { row: r, city: "{city}", n: n } ]
        """
    }

    /// What `encoding` makes of `bytes`, read whole `chunk` bytes at a time (the word it shows is
    /// what was read at once around it).
    func suspicion(_ bytes: [UInt8], _ encoding: TextEncoding = .windows1252, chunk: Int = 1 << 20) throws
        -> TranscodingByteSource.UTF8Suspicion?
    {
        let source = TranscodingByteSource(
            source: TrickleByteSource(bytes, chunk: chunk), encoding: encoding, path: "t.csv")
        var buffer = [UInt8](repeating: 0, count: 4096)
        while try buffer.withUnsafeMutableBytes({ (raw) throws(RecordError) -> Int in try source.read(into: raw) }) > 0
        {}
        return source.utf8Suspicion
    }

    func windows1252(_ text: String) throws -> [UInt8] {
        Array(try #require(text.data(using: .windowsCP1252)))
    }

    @Test func utf8ReadAsWindows1252IsSaidWithItsLineAndText() throws {
        let bytes = Array("city,n\nBerlin,1\nMünchen,2\nKöln,3\n".utf8)
        for chunk in [1 << 20, 1, 3] {
            let found = try #require(try suspicion(bytes, chunk: chunk))
            #expect(found.line == 3)
            #expect(found.asUTF8.contains("ü"))
        }
        let outcome = try Fixtures.run(Self.yaml("windows-1252"), bytes: bytes, path: "in.csv")
        // Read as declared: the text is what the file says in Windows-1252.
        #expect(outcome.rows == [["Berlin", "1"], ["MÃ¼nchen", "2"], ["KÃ¶ln", "3"]])
        #expect(
            outcome.summary.warnings == [
                "in.csv:3: the input is read as windows-1252, but its text 'MÃ¼nchen' looks like UTF-8 "
                    + "('München'); if the file is UTF-8, set encoding: utf-8"
            ])
    }

    @Test func strictStopsTheRun() throws {
        let plan = try Fixtures.plan(Self.yaml("iso-8859-1"))
        let input = StreamInput(name: nil, title: nil, displayPath: "in.csv", format: .csv) {
            MemoryByteSource("city,n\nZürich – Genève,1\n")
        }
        var sink = CollectingSink()
        #expect {
            _ = try ReportEngine(plan: plan, parameters: [], inputs: [input], strict: true).run(into: &sink)
        } throws: { error in
            guard case .strict(let message) = error as? RunError else { return false }
            return message.hasPrefix(
                "in.csv:2: the input is read as iso-8859-1, but its text 'ZÃ¼rich' looks like UTF-8")
        }
    }

    /// Three-byte sequences (curly quotes, the euro sign) are UTF-8 as much as letters are.
    @Test func punctuationInUTF8IsFoundToo() throws {
        let found = try #require(try suspicion(Array("n\nit’s 5 €\n".utf8)))
        #expect(found.line == 2)
        #expect(found.asRead == "itâ€™s")
        #expect(found.asUTF8 == "it’s")
    }

    /// Real Windows-1252 text: accented letters among letters, and after an accented capital the
    /// punctuation a word ends with.
    @Test func windows1252TextIsNoUTF8() throws {
        let text = """
            Müller; Straße; Göteborg; Ærøskøbing; naïve café; Façade; Œuvre; «Élan»; 20 °C; ½ Preis; 5 €;
            São Paulo; JOSÉ…; CAFÉ’S; “ÉTÉ”; ÀÉÎÕÜ; Ñandú – año; Ÿ; ©®™; ¡Olé!; ÜBER—ALLES; NÉ»; DÉJÀ VU
            """
        #expect(try suspicion(try windows1252(text)) == nil)
        let sample = try Array(Data(contentsOf: Fixtures.root.appendingPathComponent("Samples/bank-statement.csv")))
        #expect(try suspicion(sample) == nil)
        #expect(try suspicion(sample, .iso88591) == nil)
    }

    @Test func theBankStatementSampleRunsWithoutAWarning() throws {
        let file = "Layouts/bank-statement.yaml"
        let plan = try Fixtures.plan(try Fixtures.text(file), file: file)
        let path = Fixtures.root.appendingPathComponent("Samples/bank-statement.csv").path
        let input = StreamInput(name: "statement", title: nil, displayPath: path, format: .csv) {
            FileByteSource(path: path)
        }
        var sink = CollectingSink()
        let summary = try ReportEngine(plan: plan, parameters: [], inputs: [input], strict: true).run(into: &sink)
        #expect(summary.warnings.isEmpty)
        #expect(summary.recordsAccepted > 0)
    }
}

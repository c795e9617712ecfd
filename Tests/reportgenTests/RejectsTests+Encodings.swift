import Foundation
import Testing

/// Files in other encodings and dialects end to end: values read as text, and every rejected
/// record back byte for byte in the file's own encoding.
extension RejectsTests {
    static func encodedLayout(_ encoding: String) -> String {
        """
        layout: 1
        input:
          encoding: \(encoding)
          csv: { delimiter: ";", header_line: 2 }
          fields: { a: string, b: { type: decimal, decimal_separator: ",", grouping_separator: "." } }
        rows:
          r: { height: 1, fields: { a: string, b: decimal } }
        report:
          detail: [ { row: r, a: "{a}", b: b } ]
        """
    }

    static let encodedText = "Kontoauszug\r\na;b\r\nMüller;1.234,5\r\nZoë €;1.23,4\r\nok;2\r\n"
    static let encodedRejects = ["Zoë €;1.23,4"]

    func checkEncoded(_ encoding: String, _ stringEncoding: String.Encoding, mark: [UInt8]) throws {
        let data = mark + Array(try #require(Self.encodedText.data(using: stringEncoding)))
        let (result, rejects, _, input) = try run(data, layout: Self.encodedLayout(encoding))
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 1 of 3 records rejected\n")
        #expect(
            result.stdout
                == "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"a\":\"Müller\",\"b\":1234.5}}\n"
                + "{\"kind\":\"r\",\"id\":\"r/2\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"a\":\"ok\",\"b\":2}}\n"
        )
        #expect(
            rejects.map { $0["reason"] as? String } == [
                "\(input):4: field 'b': '1.23,4' is not a decimal (written like -1.234,56)"
            ])
        let originals = try Self.encodedRejects.map { Array(try #require($0.data(using: stringEncoding))) }
        #expect(try rejects.map(bytes) == originals)
        // Not UTF-8 (or, for UTF-16, never shown as text): kept as base64.
        #expect(rejects.map { $0["record"] == nil } == [true])
    }

    @Test func windows1252RecordsComeBackByteForByte() throws {
        try checkEncoded("windows-1252", .windowsCP1252, mark: [])
    }

    @Test func utf16LittleEndianRecordsComeBackByteForByte() throws {
        try checkEncoded("utf-16", .utf16LittleEndian, mark: [0xFF, 0xFE])
    }

    @Test func utf16BigEndianRecordsComeBackByteForByte() throws {
        try checkEncoded("utf-16", .utf16BigEndian, mark: [0xFE, 0xFF])
    }

    @Test func utf16WithoutAMarkStopsTheRunNamingTheFile() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("l.yaml")
        let input = dir.appendingPathComponent("d.csv")
        try Data(Self.encodedLayout("utf-16").utf8).write(to: layout)
        try #require(Self.encodedText.data(using: .utf16LittleEndian)).write(to: input)
        let result = try CLI.run(["--layout", layout.path, "--input", input.path, "--on-error", "skip"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(input.path): the stream does not start with a UTF-16 byte order mark (FF FE or FE FF); "
                + "say which byte order it has: encoding utf-16le or utf-16be\n")
        #expect(result.stdout == "")
    }

    @Test func aTSVFileIsReadWithTabsByItsName() throws {
        let (result, rejects, _, input) = try run(Array("a\tb\tc\nx,y\t1\t2\nz\t3\tq\n".utf8), name: "d.tsv")
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"a\":\"x,y\",\"total\":2}}\n"
            ))
        #expect(rejects.map { $0["reason"] as? String } == ["\(input):3: field 'c': 'q' is not an int"])
        #expect(try rejects.map(bytes) == [Array("z\t3\tq".utf8)])
    }
}

extension RejectsTests {
    /// UTF-8 text in a stream declared Windows-1252: read as declared, with a warning naming the
    /// file, line and text; under `--strict`, exit 1 and nothing written.
    @Test func utf8ReadAsWindows1252IsAWarningOrUnderStrictAnError() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("l.yaml").path
        let input = dir.appendingPathComponent("d.csv").path
        try Data(Self.encodedLayout("windows-1252").utf8).write(to: URL(fileURLWithPath: layout))
        try Data(Self.encodedText.utf8).write(to: URL(fileURLWithPath: input))
        let warning =
            "\(input):3: the input is read as windows-1252, but its text 'MÃ¼ller' looks like UTF-8 ('Müller'); "
            + "if the file is UTF-8, set encoding: utf-8"
        let warned = try CLI.run(["--layout", layout, "--input", input, "--format", "ndjson", "--on-error", "skip"])
        #expect(warned.status == 0)
        #expect(warned.stdout.contains("MÃ¼ller"))
        #expect(warned.stderr == "reportgen: warning: \(warning)\nreportgen: 1 of 3 records rejected\n")
        let output = dir.appendingPathComponent("out.ndjson").path
        let strict = try CLI.run([
            "--layout", layout, "--input", input, "--format", "ndjson", "--on-error", "skip", "--strict", "--output",
            output,
        ])
        #expect(strict.status == 1)
        #expect(strict.stderr == "reportgen: \(warning)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        // The same file declared as what it is: no word.
        try Data(Self.encodedLayout("utf-8").utf8).write(to: URL(fileURLWithPath: layout))
        let plain = try CLI.run(["--layout", layout, "--input", input, "--format", "ndjson", "--strict"])
        #expect(!plain.stderr.contains("UTF-8"))
    }
}

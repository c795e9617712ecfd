import Foundation
import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// A layout that cannot be read says why, at line 1 column 1 or at the first bad byte.
@Suite struct LayoutFileReaderTests {
    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func findings(_ path: String) -> [String] {
        LayoutCompiler.compile(contentsOf: path).diagnostics.map(\.description)
    }

    @Test func aMissingFileSaysSo() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("nowhere.yaml").path
        #expect(
            Self.findings(path) == ["\(path):1:1: error: cannot read the layout: no such file [unreadable-file]"])
    }

    @Test func aDirectorySaysSo() throws {
        let path = try Fixtures.temporaryDirectory().path
        #expect(
            Self.findings(path) == ["\(path):1:1: error: cannot read the layout: it is a directory [unreadable-file]"])
    }

    @Test(arguments: [
        // Latin-1 'é' after a multi-byte 'ü' on the same line: the column counts characters.
        ([UInt8]("layout: 1\ntitle: ü ".utf8) + [0xE9, 0x0A], "2:10", "0xE9"),
        ([UInt8]("a: 1\r\nb: 2\r\n".utf8) + [0xC3, 0x28], "3:1", "0xC3"),  // a lead byte without its continuation
        ([0x80], "1:1", "0x80"),
        ([UInt8]("\u{FEFF}ab".utf8) + [0xFF], "1:3", "0xFF"),
        ([UInt8]("x: ".utf8) + [0xED, 0xA0, 0x80], "1:4", "0xED"),  // an encoded surrogate
    ])
    func notUTF8NamesTheFirstBadByte(_ bytes: [UInt8], _ position: String, _ byte: String) throws {
        let path = try Self.file("latin1.yaml", bytes)
        #expect(
            Self.findings(path) == [
                "\(path):\(position): error: the layout is not valid UTF-8 (byte \(byte)); save it as UTF-8 [invalid-encoding]"
            ])
    }

    @Test func utf16IsNamed() throws {
        let path = try Self.file("utf16.yaml", [0xFF, 0xFE] + Array("layout: 1\n".utf16.flatMap { [UInt8($0), 0] }))
        #expect(
            Self.findings(path) == ["\(path):1:1: error: the layout is UTF-16; save it as UTF-8 [invalid-encoding]"])
    }

    /// UTF-16 without a byte-order mark reads as UTF-8 (its NULs are characters): named by them.
    @Test func utf16WithoutAMarkIsNamed() throws {
        let text = Array("layout: 1\n".utf16)
        let variants: [[UInt8]] = [
            text.flatMap { [UInt8(truncatingIfNeeded: $0), 0] }, text.flatMap { [0, UInt8(truncatingIfNeeded: $0)] },
        ]
        for bytes in variants {
            let path = try Self.file("utf16.yaml", bytes)
            #expect(
                Self.findings(path) == ["\(path):1:1: error: the layout is UTF-16; save it as UTF-8 [invalid-encoding]"]
            )
        }
    }

    @Test func anEmptyFileHasAPosition() throws {
        let path = try Self.file("empty.yaml", [])
        #expect(
            Self.findings(path) == [
                "\(path):1:1: error: the file is empty; a layout starts with 'layout: 1' [missing-key]"
            ])
    }

    @Test func aFileOverTheLimitIsNotReadWhole() throws {
        let path = try Self.file("big.yaml", Array("layout: 1\n# padding\n".utf8))
        #expect(LayoutFileReader.read(path: path, maxBytes: 20) == .success("layout: 1\n# padding\n"))
        #expect(
            LayoutFileReader.read(path: path, maxBytes: 19)
                == .failure(
                    Diagnostic(.error, rule: .yamlLimit, "the file is larger than 19 bytes", file: path, at: .start)))
    }

    @Test func aReadableLayoutCompiles() throws {
        let path = Fixtures.root.appendingPathComponent("Layouts/transactions.yaml").path
        let result = LayoutCompiler.compile(contentsOf: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.plan?.file == path)
    }
}

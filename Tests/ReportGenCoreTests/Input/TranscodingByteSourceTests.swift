import Foundation
import Testing

@testable import ReportGenCore

/// Streams in other encodings read as UTF-8 beneath the readers, and every byte maps back.
@Suite struct TranscodingByteSourceTests {
    /// Everything `encoding` makes of `bytes`, served `chunk` bytes at a time and read into a
    /// buffer of `room` bytes.
    func decode(_ bytes: [UInt8], _ encoding: TextEncoding, chunk: Int = 1 << 20, room: Int = 4096) throws
        -> (utf8: [UInt8], source: TranscodingByteSource)
    {
        let source = TranscodingByteSource(
            source: TrickleByteSource(bytes, chunk: chunk), encoding: encoding, path: "t.csv")
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: room)
        while true {
            let n = try buffer.withUnsafeMutableBytes { (raw) throws(RecordError) -> Int in try source.read(into: raw) }
            if n == 0 { break }
            out += buffer[0..<n]
        }
        return (out, source)
    }

    @Test func everyWindows1252ByteReadsAsItsCharacterAndMapsBack() throws {
        let bytes = (0...255).map { UInt8($0) }
        for (chunk, room) in [(1 << 20, 4096), (1, 1), (7, 5), (3, 8)] {
            let (utf8, source) = try decode(bytes, .windows1252, chunk: chunk, room: room)
            let text = try #require(String(validating: utf8, as: UTF8.self))
            let scalars = Array(text.unicodeScalars)
            #expect(scalars.count == 256)
            #expect(scalars[0x80] == "€")
            #expect(scalars[0x9F] == "Ÿ")
            #expect(scalars[0xFC] == "ü")
            // The five bytes Windows-1252 leaves undefined read as the C1 control of the same number.
            #expect([0x81, 0x8D, 0x8F, 0x90, 0x9D].map { scalars[$0].value } == [0x81, 0x8D, 0x8F, 0x90, 0x9D])
            #expect(source.original(of: utf8) == bytes)
        }
    }

    @Test func everyLatin1ByteIsTheCharacterOfItsNumber() throws {
        let bytes = (0...255).map { UInt8($0) }
        let (utf8, source) = try decode(bytes, .iso88591)
        let text = try #require(String(validating: utf8, as: UTF8.self))
        #expect(text.unicodeScalars.map(\.value) == (0...255).map { UInt32($0) })
        #expect(source.original(of: utf8) == bytes)
    }

    static let text = "name,amount\r\nMüller,€1\n😀,\u{FFFF}\n"

    @Test(arguments: [(String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF])])
    func utf16ReadsTheByteOrderFromItsMark(_ order: String.Encoding, _ mark: [UInt8]) throws {
        let body = Array(try #require(Self.text.data(using: order)))
        for (chunk, room) in [(1 << 20, 4096), (1, 1), (3, 7), (5, 8)] {
            let (utf8, source) = try decode(mark + body, .utf16, chunk: chunk, room: room)
            #expect(utf8 == Array(Self.text.utf8))
            #expect(source.original(of: utf8) == body)
        }
    }

    @Test func utf16LEAndBEByNameTakeAMarkOrNone() throws {
        let le = Array(try #require(Self.text.data(using: .utf16LittleEndian)))
        let be = Array(try #require(Self.text.data(using: .utf16BigEndian)))
        #expect(try decode(le, .utf16LE).utf8 == Array(Self.text.utf8))
        #expect(try decode([0xFF, 0xFE] + le, .utf16LE).utf8 == Array(Self.text.utf8))
        #expect(try decode(be, .utf16BE).utf8 == Array(Self.text.utf8))
        #expect(try decode([0xFE, 0xFF] + be, .utf16BE).utf8 == Array(Self.text.utf8))
    }

    @Test func utf16WithoutAByteOrderMarkIsAnError() throws {
        let le = Array(try #require("a,b\n".data(using: .utf16LittleEndian)))
        #expect(throws: RecordError.self) { try decode(le, .utf16) }
        do {
            _ = try decode(le, .utf16)
        } catch let error as RecordError {
            #expect(
                error.description
                    == "t.csv: the stream does not start with a UTF-16 byte order mark (FF FE or FE FF); say which "
                    + "byte order it has: encoding utf-16le or utf-16be")
            #expect(!error.isRecoverable)
        }
        // One byte is no mark either; no bytes at all is an empty stream.
        #expect(throws: RecordError.self) { try decode([0x41], .utf16) }
        #expect(try decode([], .utf16).utf8 == [])
    }

    /// Unpaired surrogates and an odd last byte are carried in forms that are not UTF-8 (so a
    /// value holding one is rejected) and map back exactly, whatever the chunking.
    @Test func brokenUTF16MapsBackExactly() throws {
        let le: [UInt8] = [
            0x61, 0x00,  // a
            0x00, 0xD8,  // a lone high surrogate
            0x62, 0x00,  // b
            0x00, 0xDC,  // a lone low surrogate
            0x3D, 0xD8, 0x00, 0xDE,  // 😀, a pair
            0x00, 0xD8,  // a high surrogate at the end
            0x41,  // an odd last byte
        ]
        for (chunk, room) in [(1 << 20, 4096), (1, 1), (2, 3), (3, 8)] {
            let (utf8, source) = try decode([0xFF, 0xFE] + le, .utf16, chunk: chunk, room: room)
            #expect(String(validating: utf8, as: UTF8.self) == nil)
            #expect(
                utf8 == [
                    0x61, 0xED, 0xA0, 0x80, 0x62, 0xED, 0xB0, 0x80, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0x80,
                    0xF4, 0x90, 0x81, 0x81,  // U+110041: beyond Unicode, 0x110000 + the odd byte
                ])
            #expect(source.original(of: utf8) == le)
        }
    }
}

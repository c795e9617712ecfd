import Foundation
import Testing

@testable import ReportGenCore

@Suite struct RecordErrorTests {
    @Test func aUTF8RecordIsKeptAsText() {
        let error = RecordError(
            path: "a.csv", line: 3, field: "amount", message: "'x' is not a decimal", raw: Array("A,x".utf8))
        #expect(
            error.rejectLine
                == "{\"path\":\"a.csv\",\"line\":3,\"reason\":\"a.csv:3: field 'amount': 'x' is not a decimal\",\"record\":\"A,x\"}\n"
        )
    }

    @Test func aRecordThatIsNotUTF8IsKeptByteForByteInBase64() throws {
        let raw: [UInt8] = [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x2C, 0x31]  // "Müller,1" in Windows-1252
        let error = RecordError(path: "b.csv", line: 2, message: "bad", raw: raw)
        let line = error.rejectLine
        #expect(
            line == "{\"path\":\"b.csv\",\"line\":2,\"reason\":\"b.csv:2: bad\",\"record_base64\":\"TfxsbGVyLDE=\"}\n")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let base64 = try #require(object["record_base64"] as? String)
        let decoded = try #require(Data(base64Encoded: base64))
        #expect(Array(decoded) == raw)
        #expect(object["record"] == nil)
    }

    @Test func theLayoutPositionFollowsTheRecordsPlace() {
        let error = RecordError(
            path: "d.csv", line: 7, message: "row 'r', field 'b': 1 + 1 does not fit (overflow)",
            layoutPosition: "l.yaml:12:20")
        #expect(error.description == "d.csv:7: l.yaml:12:20: row 'r', field 'b': 1 + 1 does not fit (overflow)")
    }
}

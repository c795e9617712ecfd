import Foundation

extension RecordError {
    /// The record as one NDJSON line for `--rejects`: path, line, reason, and the record verbatim.
    ///
    /// A record whose bytes are valid UTF-8 is kept as text in `record`; any other record (a
    /// Windows-1252 or Latin-1 byte, a broken sequence) is kept as `record_base64`, so that every
    /// rejected record can be recovered byte for byte; so is every record of a UTF-16 stream.
    ///
    /// ```json
    /// {"path":"a.csv","line":3,"reason":"a.csv:3: field 'amount': 'x12' is not a decimal","record":"A,2016-04-02,Tim,x12,D"}
    /// {"path":"b.csv","line":2,"reason":"b.csv:2: field 'name': the value is not valid UTF-8","record_base64":"TfxsbGVyLDE="}
    /// ```
    package var rejectLine: String {
        let head = "{\"path\":" + jsonString(path) + ",\"line\":\(line),\"reason\":" + jsonString(description)
        guard let raw else { return head + ",\"record\":null}\n" }
        if !rawIsBinary, let text = UTF8Validation.string(validating: raw) {
            return head + ",\"record\":" + jsonString(text) + "}\n"
        }
        return head + ",\"record_base64\":\"" + Data(raw).base64EncodedString() + "\"}\n"
    }
}

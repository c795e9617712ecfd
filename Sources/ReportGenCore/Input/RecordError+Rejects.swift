extension RecordError {
    /// The record as one NDJSON line for `--rejects`: path, line, reason, and the record verbatim.
    ///
    /// ```json
    /// {"path":"a.csv","line":3,"reason":"a.csv:3: field 'amount': 'x12' is not a decimal","record":"A,2016-04-02,Tim,x12,D"}
    /// ```
    public var rejectLine: String {
        "{\"path\":" + jsonString(path) + ",\"line\":\(line),\"reason\":" + jsonString(description) + ",\"record\":"
            + (raw.map(jsonString) ?? "null") + "}\n"
    }
}

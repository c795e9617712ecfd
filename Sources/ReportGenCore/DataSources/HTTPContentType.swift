/// What an answer's `Content-Type` says about its body.
struct HTTPContentType {
    /// The media type, lowercased, without parameters (`application/json`); empty when none was sent.
    var mediaType: String

    init(_ header: String?) {
        let type = header?.split(separator: ";", maxSplits: 1).first ?? ""
        mediaType = String(type).trimmingSpaces.lowercased()
    }

    /// The record format the type names, if it names one.
    var format: InputFormat? {
        if mediaType.contains("ndjson") || mediaType.contains("jsonl") || mediaType.contains("json-seq") {
            return .ndjson
        }
        if mediaType.contains("json") { return .json }
        if mediaType.contains("csv") { return .csv }
        return nil
    }

    /// Whether the body is a page (HTML, XML), not records: a login page, an error page, a wrong URL.
    var isMarkup: Bool {
        mediaType.contains("html") || mediaType.hasSuffix("/xml") || mediaType.hasSuffix("+xml")
    }
}

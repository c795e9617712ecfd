/// What an answer's `Content-Type` says about its body.
struct HTTPContentType {
    /// The media type, lowercased, without parameters (`application/json`); empty when none was sent.
    var mediaType: String
    /// The `charset` parameter, lowercased and unquoted (`windows-1252`); `nil` when none was sent.
    var charset: String?

    init(_ header: String?) {
        let parts = (header ?? "").split(separator: ";")
        mediaType = String(parts.first ?? "").trimmingSpaces.lowercased()
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, String(pair[0]).trimmingSpaces.lowercased() == "charset" else { continue }
            var value = String(pair[1]).trimmingSpaces
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            charset = value.lowercased()
        }
    }

    /// The encoding the `charset` names: `nil` when none was sent, ``Charset/unknown`` for one
    /// reportgen does not read.
    var encoding: Charset? {
        guard let charset else { return nil }
        // As browsers read them (the WHATWG Encoding Standard): these labels mean Windows-1252,
        // whose 0x80–0x9F are letters (`€`, curly quotes) where ISO 8859-1 has controls.
        if ["us-ascii", "ascii", "iso-8859-1", "iso8859-1", "latin1", "l1", "cp819", "iso_8859-1"].contains(charset) {
            return .known(.windows1252)
        }
        return TextEncoding(name: charset).map { .known($0) } ?? .unknown(charset)
    }

    /// What a `charset` parameter names.
    enum Charset: Equatable {
        case known(TextEncoding)
        case unknown(String)
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

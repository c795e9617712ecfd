/// An HTTP/1.x answer's status line and header fields, as read off the connection.
struct HTTPResponseHead: Equatable {
    /// The longest head read: status line and fields together.
    static let maxBytes = 64 << 10

    var status: Int
    /// The fields in order, names lowercased.
    var fields: [(name: String, value: String)]

    static func == (a: HTTPResponseHead, b: HTTPResponseHead) -> Bool {
        a.status == b.status && a.fields.elementsEqual(b.fields) { $0 == $1 }
    }

    /// The value of field `name` (lowercase); repeated fields joined with `, ` as HTTP allows.
    func value(_ name: String) -> String? {
        let values = fields.filter { $0.name == name }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// Parses `bytes`, a head up to (not including) its blank line.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPFailure) -> HTTPResponseHead {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1."),
            let code = statusLine.split(separator: " ").dropFirst().first, code.count == 3,
            let status = Int(code), status >= 100
        else {
            throw HTTPFailure("the server's answer is not HTTP/1")
        }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                throw HTTPFailure("the server's answer has a malformed header")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            fields.append((name, value))
        }
        return HTTPResponseHead(status: status, fields: fields)
    }

    /// How the body's end is marked.
    enum Framing: Equatable {
        /// `Content-Length`: exactly this many bytes.
        case length(Int)
        /// `Transfer-Encoding: chunked`: chunks, then a last chunk of size 0.
        case chunked
        /// Nothing but the connection's close.
        case close
        /// No body (a 204 or 304).
        case none
    }

    /// The body's framing, as RFC 9112 section 6.3 orders the fields.
    func framing() throws(HTTPFailure) -> Framing {
        if status == 204 || status == 304 || status < 200 { return .none }
        if let coding = value("transfer-encoding") {
            let codings = coding.lowercased().split(separator: ",").map { $0.trimmingSpaces }
            guard codings.last == "chunked" else {
                throw HTTPFailure(
                    "the answer's transfer encoding \(MessageText.quoted(coding)) is not one reportgen reads")
            }
            return .chunked
        }
        guard let length = value("content-length") else { return .close }
        let values = Set(length.split(separator: ",").map { $0.trimmingSpaces })
        guard values.count == 1, let only = values.first, !only.isEmpty, only.allSatisfy(\.isASCIIDigit),
            let bytes = Int(only)
        else {
            throw HTTPFailure("the answer's Content-Length \(MessageText.quoted(length)) is not a number of bytes")
        }
        return .length(bytes)
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

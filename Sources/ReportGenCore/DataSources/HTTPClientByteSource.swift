import Foundation

/// The body of an `http://` answer, read by reportgen's own HTTP/1.1 client, so that the body's
/// framing and compression are checked to the end (the platform's client decodes gzip without
/// telling a cut stream from a whole one). See ``HTTPByteSource`` for when a source is *missing*.
final class HTTPClientByteSource: HTTPBody {
    private let reader: HTTPBodyReader
    private let displayURL: String
    private let idle: TimeInterval
    /// The first bytes of the body, read before the report starts: `prefetched[prefetchOffset...]` wait.
    private var prefetched: [UInt8]
    private var prefetchOffset = 0
    /// Set for NDJSON: a body whose end only the close marks must end its last line.
    private var linesMustEnd = false

    private init(reader: HTTPBodyReader, prefetched: [UInt8], displayURL: String, idle: TimeInterval) {
        self.reader = reader
        self.prefetched = prefetched
        self.displayURL = displayURL
        self.idle = idle
    }

    /// The most redirects followed.
    static let maxRedirects = 10

    /// Where a request goes: the server's address, and the request's target on it.
    struct Route {
        var host: String
        var port: Int
        var target: String
        var hostField: String
        var authorization: String?
    }

    /// How opening went: a body, a redirect to an `https://` URL (for the platform's client), or
    /// a failure (the source is missing).
    enum Opening {
        case body(HTTPClientByteSource, contentType: String?)
        case redirect(URL)
        case failed(String)
    }

    /// Sends `GET url` and waits until `deadline` for the answer's head and the body's first
    /// `prefetch` bytes (or all of it), following redirects.
    static func open(
        url: URL, displayURL: String, deadline: Date, idle: TimeInterval, accept: String, prefetch: Int, maxBytes: Int
    ) -> Opening {
        var url = url
        for _ in 0...maxRedirects {
            guard url.scheme?.lowercased() == "http" else { return .redirect(url) }
            guard let route = route(for: url) else { return .failed("the URL has no host") }
            do {
                let within = SourceTimeout.text(milliseconds: Int(idle * 1000))
                switch try exchange(route, accept: accept, deadline: deadline, within: within, maxBytes: maxBytes) {
                case .redirect(let location):
                    guard let next = URL(string: location, relativeTo: url)?.absoluteURL,
                        ["http", "https"].contains(next.scheme?.lowercased() ?? "")
                    else { return .failed("the server redirects to a location that is not an http:// or https:// URL") }
                    url = next
                case .answer(let head, let reader):
                    let seconds = SourceTimeout.text(milliseconds: Int(idle * 1000))
                    reader.silence = { "only \($0) bytes of the answer arrived within \(seconds)" }
                    let first = try readPrefix(reader, count: prefetch, deadline: deadline)
                    reader.silence = { "the answer stopped for \(seconds) after \($0) bytes" }
                    let source = HTTPClientByteSource(
                        reader: reader, prefetched: first, displayURL: displayURL, idle: idle)
                    return .body(source, contentType: head.value("content-type"))
                }
            } catch {
                return .failed(error.description)
            }
        }
        return .failed("the server redirects more than \(maxRedirects) times")
    }

    /// The body's first `count` bytes (fewer when it is shorter).
    private static func readPrefix(_ reader: HTTPBodyReader, count: Int, deadline: Date) throws(HTTPFailure) -> [UInt8]
    {
        var space = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = try space.withUnsafeMutableBytes { raw in
                Result { () throws(HTTPFailure) in
                    try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]), deadline: deadline)
                }
            }.get()
            if n == 0 { break }
            filled += n
        }
        return Array(space[0..<filled])
    }

    /// The address and request target of an `http://` URL, with its credentials as `Basic` authorization.
    static func route(for url: URL) -> Route? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true), let host = components.host,
            !host.isEmpty
        else { return nil }
        let port = components.port ?? 80
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let named = bare.contains(":") ? "[\(bare)]" : bare
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?\(query)" }
        var authorization: String?
        if let user = components.user {
            let credentials = user + ":" + (components.password ?? "")
            authorization = "Basic " + Data(credentials.utf8).base64EncodedString()
        }
        return Route(
            host: bare, port: port, target: target, hostField: port == 80 ? named : "\(named):\(port)",
            authorization: authorization)
    }

    private enum Exchange {
        case redirect(String)
        case answer(HTTPResponseHead, HTTPBodyReader)
    }

    private static func exchange(_ route: Route, accept: String, deadline: Date, within: String, maxBytes: Int)
        throws(HTTPFailure) -> Exchange
    {
        let connection = try HTTPConnection.connect(
            host: route.host, port: route.port, deadline: deadline, within: within)
        var request = "GET \(route.target) HTTP/1.1\r\nHost: \(route.hostField)\r\nUser-Agent: reportgen\r\n"
        request += "Accept: \(accept)\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n"
        if let authorization = route.authorization { request += "Authorization: \(authorization)\r\n" }
        request += "\r\n"
        try connection.send(Array(request.utf8), deadline: deadline)
        var (head, leftover) = try readHead(connection, deadline: deadline, within: within)
        while head.status < 200 {
            // 1xx: an interim answer; the real one follows.
            (head, leftover) = try readHead(connection, deadline: deadline, within: within, after: leftover)
        }
        if [301, 302, 303, 307, 308].contains(head.status) {
            guard let location = head.value("location") else {
                throw HTTPFailure("the server answered HTTP \(head.status) without saying where to go")
            }
            return .redirect(location)
        }
        guard (200..<300).contains(head.status) else { throw HTTPFailure(HTTPStatusText.failure(head.status)) }
        let reader = try HTTPBodyReader(
            connection: connection, framing: try head.framing(), encoding: try encoding(of: head), leftover: leftover,
            maxBytes: maxBytes)
        return .answer(head, reader)
    }

    private static func encoding(of head: HTTPResponseHead) throws(HTTPFailure) -> Inflater.Format? {
        guard let value = head.value("content-encoding") else { return nil }
        let codings = value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0 != "identity" && !$0.isEmpty }
        switch codings {
        case []: return nil
        case ["gzip"], ["x-gzip"]: return .gzip
        case ["deflate"]: return .deflate
        default:
            throw HTTPFailure(
                "the answer is compressed as \(MessageText.quoted(value)), which reportgen does not decode (it asks for "
                    + "gzip or deflate)")
        }
    }

    /// Reads an answer's head (after `start`, bytes read already); returns it and the body bytes read with it.
    private static func readHead(
        _ connection: HTTPConnection, deadline: Date, within: String, after start: ArraySlice<UInt8> = []
    )
        throws(HTTPFailure) -> (HTTPResponseHead, ArraySlice<UInt8>)
    {
        var bytes = Array(start)
        var piece = [UInt8](repeating: 0, count: 16 << 10)
        var searched = 0
        while true {
            if let blank = blankLine(in: bytes, from: max(0, searched - 3)) {
                return (try HTTPResponseHead.parse(bytes[..<blank]), bytes[(blank + 4)...])
            }
            searched = bytes.count
            guard bytes.count < HTTPResponseHead.maxBytes else {
                throw HTTPFailure("the server's answer has a head over \(HTTPResponseHead.maxBytes >> 10) KiB")
            }
            let n = try connection.receive(
                into: &piece, deadline: deadline,
                silence: bytes.isEmpty
                    ? "the server sent no answer within \(within)" : "the server's answer stopped in its head")
            guard n > 0 else {
                throw HTTPFailure(
                    bytes.isEmpty
                        ? "the server closed the connection without answering"
                        : "the server closed the connection in the middle of its answer's head")
            }
            bytes += piece[0..<n]
        }
    }

    private static func blankLine(in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var i = from
        while i + 3 < bytes.count {
            if bytes[i] == 13, bytes[i + 1] == 10, bytes[i + 2] == 13, bytes[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        if prefetchOffset < prefetched.count {
            let n = min(buffer.count, prefetched.count - prefetchOffset)
            buffer.copyBytes(from: prefetched[prefetchOffset..<(prefetchOffset + n)])
            prefetchOffset += n
            if prefetchOffset == prefetched.count { prefetched = [] }
            return n
        }
        do throws(HTTPFailure) {
            let n = try reader.read(into: buffer, deadline: Date(timeIntervalSinceNow: idle))
            if n == 0, linesMustEnd, cutMidLine {
                throw HTTPFailure(Self.unendedLine(reader.bodyBytes))
            }
            return n
        } catch {
            throw RecordError(path: displayURL, line: 0, message: error.description, isRecoverable: false)
        }
    }

    func expectLines() -> String? {
        linesMustEnd = true
        return reader.hasEnded && cutMidLine ? Self.unendedLine(reader.bodyBytes) : nil
    }

    private var cutMidLine: Bool {
        reader.endsOnlyAtClose && reader.lastByte.map { $0 != UInt8(ascii: "\n") } == true
    }

    /// A body ended by the close alone whose last line has no newline: it was most likely cut.
    static func unendedLine(_ bytes: Int) -> String {
        "the answer ended after \(bytes) bytes in the middle of a line, and only the connection's close marks its "
            + "end: it was cut"
    }
}

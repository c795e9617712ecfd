import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's HTTP server: on 127.0.0.1 only, a handful of connections at a time, requests of
/// at most ``maxRequestBytes``. It answers `GET /` (the preview page), `/report` (the last good
/// report), `/state` (the state as JSON) and `/events` (the state as server-sent events, one
/// each time it changes).
final class PreviewServer: @unchecked Sendable {
    /// Connections served at once; one more is answered 503 and closed.
    static let maxConnections = 16
    /// A request head larger than this is answered 431.
    static let maxRequestBytes = 8 * 1024
    /// A client that sends nothing for this long is dropped.
    static let readTimeoutSeconds = 5

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let listener: Int32
    /// The port bound (the free one the system chose, with `--port 0`).
    let port: Int
    private let state: PreviewState
    private let connections = NSLock()
    private var open = 0

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    init(port: Int, state: PreviewState) throws {
        self.state = state
        #if canImport(Darwin)
        let stream = SOCK_STREAM
        #else
        let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        let socketDescriptor = socket(AF_INET, stream, 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "cannot open a socket: \(Errno(errno).message)") }
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1, never anything else
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketDescriptor, 16) == 0 else {
            let reason = Errno(errno).message
            close(socketDescriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        listener = socketDescriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(listener) }

    /// Accepts connections until the state stops, each on a thread of its own.
    func serve() {
        while !state.isStopping {
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            var timeout = timeval(tv_sec: Self.readTimeoutSeconds, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            connections.lock()
            let admitted = open < Self.maxConnections
            if admitted { open += 1 }
            connections.unlock()
            guard admitted else {
                Self.send(client, Self.response(503, "text/plain", Array("too many connections\n".utf8)))
                close(client)
                continue
            }
            Thread.detachNewThread { [self] in
                handle(client)
                close(client)
                connections.lock()
                open -= 1
                connections.unlock()
            }
        }
    }

    /// Reads one request and answers it.
    private func handle(_ client: Int32) {
        guard let head = Self.readHead(client) else {
            Self.send(client, Self.response(431, "text/plain", Array("request too large or incomplete\n".utf8)))
            Self.discardRest(client)
            return
        }
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3, parts[0] == "GET" else {
            Self.send(client, Self.response(405, "text/plain", Array("only GET\n".utf8)))
            return
        }
        // Another site's page must not read the report through a name that points here.
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }.map {
            $0.dropFirst(5).trimmingCharacters(in: .whitespaces)
        }
        guard let host, ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            Self.send(client, Self.response(403, "text/plain", Array("the preview answers 127.0.0.1 only\n".utf8)))
            return
        }
        let path = parts[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        switch path {
        case "/": Self.send(client, Self.response(200, "text/html; charset=utf-8", Array(PreviewPage.html.utf8)))
        case "/report":
            let page = state.report ?? Array(PreviewPage.noReport.utf8)
            Self.send(client, Self.response(200, "text/html; charset=utf-8", page))
        case "/state":
            Self.send(client, Self.response(200, "application/json", Array(state.snapshot.json.utf8)))
        case "/events": streamEvents(client)
        default: Self.send(client, Self.response(404, "text/plain", Array("not found\n".utf8)))
        }
    }

    /// Server-sent events: the state now, then again each time it changes; a comment every 10 s
    /// finds a closed connection.
    private func streamEvents(_ client: Int32) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n\r\n"
        var current = state.snapshot
        guard Self.send(client, Array(head.utf8)), Self.send(client, Array("data: \(current.json)\n\n".utf8)) else {
            return
        }
        while !state.isStopping {
            if let next = state.wait(after: current.version, seconds: 10) {
                current = next
                guard Self.send(client, Array("data: \(current.json)\n\n".utf8)) else { return }
            } else if !Self.send(client, Array(": waiting\n\n".utf8)) {
                return
            }
        }
    }

    /// The request's head, up to the empty line; `nil` when it is larger than allowed, or the
    /// client closes or stalls first.
    static func readHead(_ client: Int32) -> String? {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while head.count <= maxRequestBytes {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            head += chunk[0..<count]
            if let end = head.firstRange(of: Array("\r\n\r\n".utf8)) {
                return String(decoding: head[..<end.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    /// Lets the client read an answer sent before its request ended: closing with its bytes
    /// unread would reset the connection, and the answer with it. At most 1 MiB, 1 s.
    static func discardRest(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var total = 0
        while total < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            total += count
        }
    }

    static func response(_ status: Int, _ type: String, _ body: [UInt8]) -> [UInt8] {
        let reason =
            [
                200: "OK", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
                431: "Request Header Fields Too Large", 503: "Service Unavailable",
            ][status] ?? ""
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// Writes all of `bytes`; false when the client has gone.
    @discardableResult
    static func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { rest in
                rest.baseAddress.map { sendBytes(client, $0, rest.count) } ?? 0
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

/// `send(2)` without SIGPIPE where the system has the flag (the preview ignores the signal too).
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl)
    return send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    return send(socket, bytes, count, 0)
    #endif
}

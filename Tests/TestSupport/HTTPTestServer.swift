import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the tests: each path answers as its ``Route`` says —
/// a status, a type, a body, a delay before the head, a stall inside the body, a body cut short.
/// One thread per connection; ``stop()`` (or the end of the object) ends every wait at once.
package final class HTTPTestServer: @unchecked Sendable {
    // @unchecked: the mutable state is guarded by `condition`.

    /// How a path answers.
    package struct Route: Sendable {
        package var status: Int
        package var contentType: String?
        package var body: [UInt8]
        /// Seconds before the answer's head is sent.
        package var delay: Double
        /// After this many body bytes, wait `stall` seconds before the rest.
        package var stallAfter: Int?
        package var stall: Double
        /// Announce the whole body's length, send this many bytes, and close.
        package var truncateAfter: Int?
        /// A `Content-Encoding` to announce (the body is sent as given).
        package var contentEncoding: String?
        /// The whole answer, head and body, sent byte for byte in place of the above; then the
        /// connection closes.
        package var raw: [UInt8]?
        /// After the head (no `Content-Length`), `body` again and again until the client leaves,
        /// the server stops, or this many bytes went out.
        package var repeatUpTo: Int?

        /// An answer sent exactly as `bytes`, head included, then the close.
        package static func raw(_ bytes: [UInt8]) -> Route {
            var route = Route(body: "")
            route.raw = bytes
            return route
        }

        /// A 200 answer whose body is `piece` over and over, ended only by the close, for at most
        /// `limit` bytes.
        package static func endless(_ piece: String, contentType: String = "application/x-ndjson", limit: Int) -> Route
        {
            var route = Route(contentType: contentType, body: piece)
            route.repeatUpTo = limit
            return route
        }

        /// Creates a route.
        package init(
            status: Int = 200, contentType: String? = "application/json", body: String, delay: Double = 0,
            stallAfter: Int? = nil, stall: Double = 0, truncateAfter: Int? = nil, contentEncoding: String? = nil
        ) {
            self.contentEncoding = contentEncoding
            self.status = status
            self.contentType = contentType
            self.body = Array(body.utf8)
            self.delay = delay
            self.stallAfter = stallAfter
            self.stall = stall
            self.truncateAfter = truncateAfter
        }
    }

    /// The port it listens on.
    package let port: Int
    private let listener: Int32
    private let routes: [String: Route]
    private let condition = NSCondition()
    private var stopped = false
    private var served: [String] = []

    /// Starts listening on 127.0.0.1 on a free port.
    package init(routes: [String: Route]) throws {
        self.routes = routes
        let (fd, port) = try LoopbackSocket.bound()
        guard listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError("listen: \(reason)")
        }
        listener = fd
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT/path`.
    package func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The request lines served so far (`GET /a HTTP/1.1`), and each request's headers after it.
    package var requests: [String] {
        condition.lock()
        defer { condition.unlock() }
        return served
    }

    /// Stops listening and cuts every wait short.
    package func stop() {
        condition.lock()
        let wasStopped = stopped
        stopped = true
        condition.broadcast()
        condition.unlock()
        guard !wasStopped else { return }
        // Only shut down here: the accept loop closes the listener when it ends. Closed here, its
        // descriptor's number could go to another server's listener while the loop was about to
        // call `accept` again, and this server would then answer that server's requests.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in
                serve(connection)
                close(connection)
            }
        }
    }

    private var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// Waits `seconds`, or less when the server stops; false when it stopped.
    private func pause(_ seconds: Double) -> Bool {
        let until = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if !condition.wait(until: until) { return true }
        }
        return false
    }

    private func serve(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var request: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536, !request.ends(with: [13, 10, 13, 10]) {
            let n = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            request += chunk[0..<n]
        }
        let head = String(decoding: request, as: UTF8.self)
        condition.lock()
        served.append(head.components(separatedBy: "\r\n").filter { !$0.isEmpty }.joined(separator: "\n"))
        condition.unlock()
        let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        let route =
            routes[path]
            ?? Route(status: 404, contentType: "text/html", body: "<html><body>Not Found</body></html>")
        guard route.delay <= 0 || pause(route.delay) else { return }
        if let raw = route.raw {
            _ = transmit(raw, connection)
            return
        }
        var text = "HTTP/1.1 \(route.status) \(route.status == 200 ? "OK" : "Status")\r\nConnection: close\r\n"
        if let type = route.contentType { text += "Content-Type: \(type)\r\n" }
        if let encoding = route.contentEncoding { text += "Content-Encoding: \(encoding)\r\n" }
        if let limit = route.repeatUpTo {
            guard transmit(Array((text + "\r\n").utf8), connection), !route.body.isEmpty else { return }
            var sent = 0
            while sent < limit, !isStopped, transmit(route.body, connection) { sent += route.body.count }
            return
        }
        text += "Content-Length: \(route.body.count)\r\n\r\n"
        guard transmit(Array(text.utf8), connection) else { return }
        var body = route.body[...]
        if let cut = route.truncateAfter { body = body.prefix(cut) }
        if let stallAfter = route.stallAfter {
            guard transmit(Array(body.prefix(stallAfter)), connection), pause(route.stall) else { return }
            body = body.dropFirst(stallAfter)
        }
        _ = transmit(Array(body), connection)
    }

    private func transmit(_ bytes: [UInt8], _ connection: Int32) -> Bool {
        var offset = 0
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)  // a client that left must not kill the tests with SIGPIPE
        #else
        let flags: Int32 = 0
        #endif
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return send(connection, base, raw.count, flags)
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

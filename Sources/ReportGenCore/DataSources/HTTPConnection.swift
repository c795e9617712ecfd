import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an HTTP request failed, in words that name the cause (the server's name, a refusal, a
/// reset, a silence) rather than a library's code.
struct HTTPFailure: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One TCP connection to an HTTP server, every wait on it bounded by a deadline.
final class HTTPConnection {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Connects to `host`:`port`, trying each address the name resolves to, until `deadline`
    /// (`within` from now, as messages say it).
    static func connect(host: String, port: Int, deadline: Date, within: String) throws(HTTPFailure)
        -> HTTPConnection
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
        hints.ai_socktype = SOCK_STREAM
        #else
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            if status == EAI_NONAME || status == EAI_FAIL {
                throw HTTPFailure("the server's name '\(host)' does not resolve")
            }
            if status == EAI_AGAIN {
                throw HTTPFailure("the server's name '\(host)' cannot be looked up now (a temporary DNS failure)")
            }
            throw HTTPFailure(
                "the server's name '\(host)' cannot be looked up (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(list) }
        var failure = HTTPFailure("the server's name '\(host)' resolves to no address")
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            do {
                return try attempt(address.pointee, host: host, port: port, deadline: deadline, within: within)
            } catch {
                failure = error
                if deadline.timeIntervalSinceNow <= 0 { break }
            }
        }
        throw failure
    }

    private static func attempt(_ address: addrinfo, host: String, port: Int, deadline: Date, within: String)
        throws(HTTPFailure) -> HTTPConnection
    {
        let fd = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard fd >= 0 else { throw HTTPFailure("cannot open a socket: \(String(cString: strerror(errno)))") }
        let connection = HTTPConnection(descriptor: fd)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if systemConnect(fd, address.ai_addr, address.ai_addrlen) != 0 {
            guard errno == EINPROGRESS || errno == EINTR else { throw describeConnect(errno, host: host, port: port) }
            try connection.wait(
                for: Int16(POLLOUT), until: deadline, waiting: "no connection to \(host) port \(port) within \(within)")
            var code: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length)
            if code != 0 { throw describeConnect(code, host: host, port: port) }
        }
        return connection
    }

    private static func describeConnect(_ code: Int32, host: String, port: Int) -> HTTPFailure {
        switch code {
        case ECONNREFUSED:
            return HTTPFailure("the server refused the connection (nothing listens on \(host) port \(port))")
        case ETIMEDOUT: return HTTPFailure("the connection to \(host) port \(port) timed out")
        case EHOSTUNREACH, ENETUNREACH, ENETDOWN, EHOSTDOWN:
            return HTTPFailure("\(host) cannot be reached (\(String(cString: strerror(code))))")
        default: return HTTPFailure("cannot connect to \(host) port \(port): \(String(cString: strerror(code)))")
        }
    }

    /// Waits until the socket is ready for `events`, or throws `waiting` and the time left.
    private func wait(for events: Int16, until deadline: Date, waiting: String) throws(HTTPFailure) {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw HTTPFailure(waiting) }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let n = poll(&entry, 1, Int32(min(left * 1000 + 1, 86_400_000)))
            if n > 0 { return }
            if n < 0, errno != EINTR {
                throw HTTPFailure("cannot wait for the server: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Sends all of `bytes` before `deadline`.
    func send(_ bytes: [UInt8], deadline: Date) throws(HTTPFailure) {
        var offset = 0
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemSend(descriptor, base + offset, raw.count - offset, flags)
            }
            if n > 0 {
                offset += n
                continue
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else {
                throw HTTPFailure(
                    "the server closed the connection before taking the request (\(String(cString: strerror(errno))))")
            }
            try wait(for: Int16(POLLOUT), until: deadline, waiting: "the server took no request")
        }
    }

    /// Reads what has arrived into the start of `buffer` (at most its count), waiting until
    /// `deadline` for something; 0 when the server closed the connection. `silence` says what it
    /// means when nothing came in time.
    func receive(into buffer: inout [UInt8], deadline: Date, silence: @autoclosure () -> String)
        throws(HTTPFailure) -> Int
    {
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if n >= 0 { return n }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(for: Int16(POLLIN), until: deadline, waiting: silence())
            case ECONNRESET: throw HTTPFailure("the server reset the connection")
            default: throw HTTPFailure("cannot read from the server: \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// `connect(2)` and `send(2)`, named apart from the methods that call them.
@inline(__always)
private func systemConnect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}

@inline(__always)
private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}

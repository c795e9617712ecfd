import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// TCP sockets on 127.0.0.1 for the test servers: the HTTP server's listener, and the free port
/// the PostgreSQL server is started on.
enum LoopbackSocket {
    /// A new TCP socket bound to a free port on 127.0.0.1, and that port; the caller closes it.
    static func bound() throws(ServerError) -> (descriptor: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError("cannot bind a loopback port: \(reason)")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A port nothing listens on now (bound, read, released).
    static func freePort() throws(ServerError) -> Int {
        let (fd, port) = try bound()
        close(fd)
        return port
    }
}

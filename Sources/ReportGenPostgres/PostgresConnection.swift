import CLibPQ
import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A libpq connection driven without blocking waits: connecting and every wait for the server go
/// through `poll(2)` with a deadline, so that no network wait lasts longer than the source's
/// timeout.
final class PostgresConnection {
    let pq: LibPQ
    let handle: OpaquePointer
    let timeoutMilliseconds: Int

    private init(pq: LibPQ, handle: OpaquePointer, timeoutMilliseconds: Int) {
        self.pq = pq
        self.handle = handle
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    deinit {
        pq.finish(handle)
    }

    /// Connects to `url` within the timeout. A server that cannot be reached (or does not answer
    /// in time) is ``DatabaseError/unreachable(_:)``; one that refuses the connection (a wrong
    /// password, no such database) is ``DatabaseError/connection(_:)``, and so is a machine
    /// without libpq.
    static func connect(_ url: String, timeoutMilliseconds: Int) throws(DatabaseError) -> PostgresConnection {
        let pq = try LibPQ.shared.get()
        guard let handle = pq.connectStart(url) else { throw .connection("out of memory") }
        let connection = PostgresConnection(pq: pq, handle: handle, timeoutMilliseconds: timeoutMilliseconds)
        guard pq.status(handle) != CONNECTION_BAD else {
            // libpq fails at once on a bad URL or option, but also on a host name that does not
            // resolve and on a local socket that is not there or refuses: those cannot be reached.
            // (Told by libpq's English words; a socket that exists but is not allowed stays an error.)
            let message = connection.errorMessage
            let notReached =
                message.contains("could not translate host name")
                || message.contains("connection to server")
                    && [
                        "No such file or directory", "Connection refused", "No route to host", "Network is unreachable",
                    ]
                    .contains { message.contains($0) }
            throw notReached ? .unreachable("cannot connect: \(message)") : .connection(message)
        }
        // The server's notices would go to standard error; a report has no use for them.
        _ = pq.setNoticeProcessor(handle, { _, _ in }, nil)
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        // Whether a server answered at all: before that, a failure means it cannot be reached.
        var reached = false
        var polling = PGRES_POLLING_WRITING
        while polling != PGRES_POLLING_OK {
            switch polling {
            case PGRES_POLLING_FAILED:
                let message = connection.errorMessage
                throw reached
                    ? .connection(message) : .unreachable("cannot connect: \(connection.errorLines.first ?? message)")
            case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
                let ready = connection.wait(forWriting: polling == PGRES_POLLING_WRITING, until: deadline)
                guard ready else {
                    throw .unreachable(
                        "no connection within \(SourceTimeout.text(milliseconds: timeoutMilliseconds))")
                }
            default: break
            }
            polling = pq.connectPoll(handle)
            let status = pq.status(handle)
            if status != CONNECTION_STARTED, status != CONNECTION_BAD { reached = true }
        }
        return connection
    }

    /// libpq's message for the connection's last error, on one line.
    var errorMessage: String {
        let lines = errorLines
        return lines.isEmpty ? "the server closed the connection" : lines.joined(separator: " ")
    }

    /// The lines of libpq's message for the connection's last error.
    var errorLines: [String] {
        let text = pq.errorMessage(handle).map { String(cString: $0) } ?? ""
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
    }

    /// The next result of the query under way, waiting at most `until`; `nil` when there are no more.
    func nextResult(until deadline: ContinuousClock.Instant) throws(DatabaseError) -> OpaquePointer? {
        while pq.isBusy(handle) == 1 {
            guard wait(forWriting: false, until: deadline) else {
                throw .query(
                    "no answer from the server within \(SourceTimeout.text(milliseconds: timeoutMilliseconds))")
            }
            guard pq.consumeInput(handle) == 1 else { throw .query(errorMessage) }
        }
        return pq.getResult(handle)
    }

    /// Waits for the socket to be readable (or writable); false when `deadline` passed first.
    func wait(forWriting: Bool, until deadline: ContinuousClock.Instant) -> Bool {
        let socket = pq.socket(handle)
        guard socket >= 0 else { return true }  // libpq reports the broken connection itself
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: socket, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
            let n = poll(&descriptor, 1, milliseconds)
            if n > 0 { return true }
            if n < 0, errno != EINTR { return true }  // libpq will say what is wrong
        }
    }

    /// Skips what remains of the query under way (after an error), within the deadline.
    func drain(until deadline: ContinuousClock.Instant) {
        do {
            while let result = try nextResult(until: deadline) { pq.clear(result) }
        } catch {
            // The connection is closed next; what the server still had to say does not matter.
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingCharacters() -> String {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}

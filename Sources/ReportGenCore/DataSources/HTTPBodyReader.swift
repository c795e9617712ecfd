import Foundation

/// An HTTP/1.1 body off its connection: unframed (`Content-Length`, chunked, or the close),
/// decoded (`gzip`, `deflate`), and checked to have ended as its framing and encoding say. A body
/// cut short (fewer bytes than announced, no last chunk, a compressed stream without its end or
/// trailer) is an error naming what was cut, never a shorter body. It reads from the connection
/// only as asked, so that an answer faster than its reader waits in the network, not in memory.
final class HTTPBodyReader {
    private let connection: HTTPConnection
    private var framing: HTTPResponseHead.Framing
    private let inflater: Inflater?
    private let maxBytes: Int
    /// Received bytes not yet unframed: `buffer[start..<end]`.
    private var buffer: [UInt8]
    /// Compressed bytes on their way to the inflater.
    private var piece = [UInt8](repeating: 0, count: 16 << 10)
    private var start = 0
    private var end = 0
    private var chunk = ChunkState.size
    /// Body bytes as sent (before decoding), and as decoded.
    private(set) var wireBytes = 0
    private(set) var bodyBytes = 0
    private var framingEnded = false
    /// Whether the whole body was read, and ended as it should.
    private(set) var hasEnded = false
    /// The last byte of the decoded body, for the check that it ends a line.
    private(set) var lastByte: UInt8?
    /// What a wait that ran out means, from the body bytes received so far.
    var silence: (Int) -> String = { "the answer stopped after \($0) bytes" }

    private enum ChunkState: Equatable {
        case size
        case data(Int)
        case dataEnd
        case trailers
        case done
    }

    /// Reads the body framed as `framing` and encoded with `encoding` (`nil`: as sent), whose
    /// first bytes (read with the head) are `leftover`; at most `maxBytes`, sent or decoded.
    init(
        connection: HTTPConnection, framing: HTTPResponseHead.Framing, encoding: Inflater.Format?,
        leftover: ArraySlice<UInt8>, maxBytes: Int
    ) throws(HTTPFailure) {
        self.connection = connection
        self.framing = framing
        self.maxBytes = maxBytes
        if case .length(let count) = framing, count > maxBytes {
            throw HTTPFailure(Self.tooLong(maxBytes, announced: count))
        }
        do {
            inflater = try encoding.map { format throws(Inflater.Failure) in try Inflater(format) }
        } catch {
            throw HTTPFailure(error.description)
        }
        buffer = Array(leftover) + [UInt8](repeating: 0, count: max(0, (1 << 16) - leftover.count))
        end = leftover.count
    }

    /// Whether only the connection's close marks the body's end, and nothing in its encoding
    /// checks it: then a cut cannot be told from the end.
    var endsOnlyAtClose: Bool { framing == .close && inflater == nil }

    /// Reads decoded body bytes into `into`, waiting for the server until `deadline`; 0 at the end.
    func read(into destination: UnsafeMutableRawBufferPointer, deadline: Date) throws(HTTPFailure) -> Int {
        let n = try decoded(into: destination, deadline: deadline)
        if n == 0, !destination.isEmpty { hasEnded = true }
        bodyBytes += n
        if bodyBytes > maxBytes { throw HTTPFailure(Self.tooLong(maxBytes, announced: nil)) }
        if n > 0 { lastByte = destination[n - 1] }
        return n
    }

    private func decoded(into destination: UnsafeMutableRawBufferPointer, deadline: Date) throws(HTTPFailure) -> Int {
        guard let inflater else { return try unframed(into: destination, deadline: deadline) }
        while true {
            if !inflater.needsInput {
                let n: Int
                do { n = try inflater.decode(into: destination) } catch { throw HTTPFailure(error.description) }
                if n > 0 { return n }
                if !inflater.needsInput { throw HTTPFailure("the compressed body cannot be decoded") }
            }
            // The pointer is lent to the unframing alone; the inflater copies what it is fed.
            let got = try piece.withUnsafeMutableBytes { raw in
                Result { () throws(HTTPFailure) in try unframed(into: raw, deadline: deadline) }
            }.get()
            if got == 0 {
                guard inflater.isComplete else {
                    throw HTTPFailure(
                        "the compressed answer ends before its end (no last block or no trailer) after \(wireBytes) "
                            + "bytes: it was cut")
                }
                return 0
            }
            piece.withUnsafeBytes { inflater.feed(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
        }
    }

    /// Reads body bytes as sent, framing removed; 0 at the framing's end.
    private func unframed(into destination: UnsafeMutableRawBufferPointer, deadline: Date) throws(HTTPFailure) -> Int {
        while !framingEnded {
            switch framing {
            case .none:
                framingEnded = true
            case .length(let remaining):
                if remaining == 0 {
                    framingEnded = true
                    continue
                }
                guard try fill(deadline: deadline) else {
                    throw HTTPFailure(
                        "the answer ended after \(wireBytes) of the \(wireBytes + remaining) bytes its Content-Length "
                            + "announced: it was cut")
                }
                let n = take(min(remaining, destination.count), into: destination)
                framing = .length(remaining - n)
                return n
            case .close:
                guard try fill(deadline: deadline) else {
                    framingEnded = true
                    continue
                }
                return take(destination.count, into: destination)
            case .chunked:
                if let n = try chunked(into: destination, deadline: deadline) { return n }
            }
        }
        return 0
    }

    /// One step of a chunked body: bytes of a chunk, or `nil` after a size line, a chunk's end or the trailers.
    private func chunked(into destination: UnsafeMutableRawBufferPointer, deadline: Date) throws(HTTPFailure) -> Int? {
        switch chunk {
        case .size:
            let line = try self.line(deadline: deadline)
            let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != UInt8(ascii: " ") }
            guard !digits.isEmpty, digits.count <= 15,
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else { throw HTTPFailure("the chunked answer has a malformed chunk size after \(wireBytes) bytes") }
            chunk = size == 0 ? .trailers : .data(size)
        case .data(let remaining):
            guard try fill(deadline: deadline) else { throw chunkCut() }
            let n = take(min(remaining, destination.count), into: destination)
            chunk = remaining == n ? .dataEnd : .data(remaining - n)
            return n
        case .dataEnd:
            guard try line(deadline: deadline).isEmpty else {
                throw HTTPFailure("the chunked answer has a chunk longer than its size after \(wireBytes) bytes")
            }
            chunk = .size
        case .trailers:
            if try line(deadline: deadline).isEmpty { chunk = .done }
        case .done:
            framingEnded = true
        }
        return nil
    }

    private func chunkCut() -> HTTPFailure {
        HTTPFailure("the chunked answer ended after \(wireBytes) bytes without its last chunk: it was cut")
    }

    /// The next line of the framing (a chunk size, a trailer), without its CRLF.
    private func line(deadline: Date) throws(HTTPFailure) -> [UInt8] {
        var line: [UInt8] = []
        while true {
            guard try fill(deadline: deadline) else { throw chunkCut() }
            while start < end {
                let byte = buffer[start]
                start += 1
                if byte == UInt8(ascii: "\n") {
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    return line
                }
                line.append(byte)
                guard line.count <= 4096 else { throw HTTPFailure("the chunked answer has a line over 4 KiB") }
            }
        }
    }

    /// Makes sure bytes wait in the buffer; false when the server closed the connection.
    private func fill(deadline: Date) throws(HTTPFailure) -> Bool {
        if start < end { return true }
        start = 0
        let said = silence(wireBytes)
        end = try connection.receive(into: &buffer, deadline: deadline, silence: said)
        return end > 0
    }

    private func take(_ count: Int, into destination: UnsafeMutableRawBufferPointer) -> Int {
        let n = min(count, end - start)
        destination.copyBytes(from: buffer[start..<(start + n)])
        start += n
        wireBytes += n
        return n
    }

    private static func tooLong(_ maxBytes: Int, announced: Int?) -> String {
        let announcement = announced.map { ": its Content-Length announces \($0)" } ?? ""
        return "the answer is longer than the source's max_bytes, \(maxBytes) bytes\(announcement)"
    }
}

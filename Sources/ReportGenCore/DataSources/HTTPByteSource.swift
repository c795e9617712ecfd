import Foundation

/// An answer's body as the connector reads it; `expectLines()` says the body is NDJSON, and
/// returns why it was cut when the body, read whole already, ends in the middle of a line that
/// nothing but the connection's close ends.
protocol HTTPBody: ByteSource {
    func expectLines() -> String?
}

/// The body of an HTTP(S) answer as a ``ByteSource``, read as it arrives (never held whole):
/// `http://` by reportgen's own client (``HTTPClientByteSource``), `https://` by the platform's.
///
/// ``open(url:displayURL:timeoutMilliseconds:accept:maxBytes:)`` waits at most the timeout for the
/// answer: its head and the whole body, or its first ``prefetchBytes``. A failure (a body cut
/// short included), a non-2xx status or no answer in that time makes the source *missing*. A
/// longer body then streams, each wait for more bounded by the timeout again; if it breaks off
/// then, records were read already: that is an error.
final class HTTPByteSource: HTTPBody {
    /// How much of the body must be here before reading starts, when the body is longer.
    static let prefetchBytes = 1 << 20
    /// How much of the body waits in memory before the rest goes to a temporary file.
    static let memoryLimit = 4 << 20

    /// How opening went.
    enum Opening {
        /// A 2xx answer; its body streams from the source.
        case body(HTTPBody, contentType: String?)
        /// No usable answer in time: the source is missing, because of `reason`.
        case missing(reason: String)
    }

    private let body: PlatformBodyRead
    private let displayURL: String

    private init(body: @escaping PlatformBodyRead, displayURL: String) {
        self.body = body
        self.displayURL = displayURL
    }

    /// Sends `GET url` and waits for its answer, at most `timeoutMilliseconds`; a body longer
    /// than `maxBytes` fails.
    static func open(url: URL, displayURL: String, timeoutMilliseconds: Int, accept: String, maxBytes: Int)
        -> Opening
    {
        let seconds = TimeInterval(timeoutMilliseconds) / 1000
        let deadline = Date(timeIntervalSinceNow: seconds)
        var url = url
        if url.scheme?.lowercased() == "http" {
            switch HTTPClientByteSource.open(
                url: url, displayURL: displayURL, deadline: deadline, idle: seconds, accept: accept,
                prefetch: prefetchBytes, maxBytes: maxBytes)
            {
            case .body(let source, let contentType): return .body(source, contentType: contentType)
            case .failed(let reason): return .missing(reason: reason)
            case .redirect(let next): url = next
            }
        }
        return openWithPlatformClient(
            url: url, displayURL: displayURL, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds,
            accept: accept, maxBytes: maxBytes)
    }

    /// `https://` through the platform's client, URLSession (see ``PlatformNetworking``).
    private static func openWithPlatformClient(
        url: URL, displayURL: String, deadline: Date, timeoutMilliseconds: Int, accept: String, maxBytes: Int
    ) -> Opening {
        let get: PlatformGet
        switch PlatformNetworking.client {
        case .success(let client): get = client
        case .failure(let missing): return .missing(reason: missing.message)
        }
        let timeout = SourceTimeout.text(milliseconds: timeoutMilliseconds)
        let answer = get(
            (
                url: url, accept: accept, deadline: deadline, idle: TimeInterval(timeoutMilliseconds) / 1000,
                idleText: timeout, prefetch: prefetchBytes, memoryLimit: memoryLimit, maxBytes: maxBytes
            ))
        if let read = answer.read {
            return .body(HTTPByteSource(body: read, displayURL: displayURL), contentType: answer.contentType)
        }
        if answer.status != 0 { return .missing(reason: HTTPStatusText.failure(answer.status)) }
        return .missing(reason: answer.failure ?? "no complete answer within \(timeout)")
    }

    func expectLines() -> String? { nil }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        let (count, failure) = body(buffer)
        if let failure { throw RecordError(path: displayURL, line: 0, message: failure, isRecoverable: false) }
        return count
    }
}

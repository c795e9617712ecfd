import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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

    private let session: URLSession
    private let transfer: HTTPTransfer
    private let displayURL: String
    private let idle: TimeInterval

    private init(session: URLSession, transfer: HTTPTransfer, displayURL: String, idle: TimeInterval) {
        self.session = session
        self.transfer = transfer
        self.displayURL = displayURL
        self.idle = idle
    }

    deinit {
        // The session holds its delegate until it is invalidated.
        session.invalidateAndCancel()
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

    /// `https://` through URLSession: its framing checked by the platform's client. It is asked
    /// for an uncompressed answer, whose end the platform's client checks against the framing.
    private static func openWithPlatformClient(
        url: URL, displayURL: String, deadline: Date, timeoutMilliseconds: Int, accept: String, maxBytes: Int
    ) -> Opening {
        let seconds = TimeInterval(timeoutMilliseconds) / 1000
        // URLSession's own idle timeout only backs ours up: ours says what timed out.
        let backstop = seconds * 2 + 5
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = 7 * 86_400
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        let transfer = HTTPTransfer(memoryLimit: memoryLimit, maxBytes: maxBytes)
        let queue = OperationQueue()
        // One callback at a time, in order: body bytes before the end.
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: queue)
        var request = URLRequest(url: url, timeoutInterval: backstop)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        request.setValue("reportgen", forHTTPHeaderField: "User-Agent")
        // Decoded by the platform, a compressed body cut short cannot be told from a whole one.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        session.dataTask(with: request).resume()
        switch transfer.waitForAnswer(prefetch: prefetchBytes, deadline: deadline) {
        case .response(let response):
            let source = HTTPByteSource(session: session, transfer: transfer, displayURL: displayURL, idle: seconds)
            return .body(source, contentType: response.value(forHTTPHeaderField: "Content-Type"))
        case .status(let response):
            session.invalidateAndCancel()
            return .missing(reason: HTTPStatusText.failure(response.statusCode))
        case .failed(let reason):
            session.invalidateAndCancel()
            return .missing(reason: reason)
        case .timedOut:
            session.invalidateAndCancel()
            return .missing(
                reason: "no complete answer within \(SourceTimeout.text(milliseconds: timeoutMilliseconds))")
        }
    }

    func expectLines() -> String? { nil }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        switch transfer.read(into: buffer, idle: idle) {
        case .bytes(let n): return n
        case .end: return 0
        case .failed(let message):
            throw RecordError(path: displayURL, line: 0, message: message, isRecoverable: false)
        }
    }
}

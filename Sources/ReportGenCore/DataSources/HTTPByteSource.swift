import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The body of an HTTP(S) answer as a ``ByteSource``, read as it arrives (never held whole).
///
/// ``open(url:timeoutMilliseconds:accept:)`` waits at most the timeout for the answer: its head
/// and the whole body, or its first ``prefetchBytes``. A failure, a non-2xx status or no answer in
/// that time makes the source *missing*. A longer body then streams, each wait for more bounded by
/// the timeout again; if it breaks off then, records were read already: that is an error.
final class HTTPByteSource: ByteSource {
    /// How much of the body must be here before reading starts, when the body is longer.
    static let prefetchBytes = 1 << 20
    /// How much of the body waits in memory before the rest goes to a temporary file.
    static let memoryLimit = 4 << 20

    /// How opening went.
    enum Opening {
        /// A 2xx answer; its body streams from the source.
        case body(HTTPByteSource, contentType: String?)
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

    /// Sends `GET url` and waits for its answer, at most `timeoutMilliseconds`.
    static func open(url: URL, displayURL: String, timeoutMilliseconds: Int, accept: String) -> Opening {
        let seconds = TimeInterval(timeoutMilliseconds) / 1000
        // URLSession's own idle timeout only backs ours up: ours says what timed out.
        let backstop = seconds * 2 + 5
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = 7 * 86_400
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        let transfer = HTTPTransfer(memoryLimit: memoryLimit)
        let queue = OperationQueue()
        // One callback at a time, in order: body bytes before the end.
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: queue)
        var request = URLRequest(url: url, timeoutInterval: backstop)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        request.setValue("reportgen", forHTTPHeaderField: "User-Agent")
        let deadline = Date(timeIntervalSinceNow: seconds)
        session.dataTask(with: request).resume()
        switch transfer.waitForAnswer(prefetch: prefetchBytes, deadline: deadline) {
        case .response(let response):
            let source = HTTPByteSource(session: session, transfer: transfer, displayURL: displayURL, idle: seconds)
            return .body(source, contentType: response.value(forHTTPHeaderField: "Content-Type"))
        case .status(let response):
            session.invalidateAndCancel()
            return .missing(reason: "the server answered HTTP \(response.statusCode)")
        case .failed(let reason):
            session.invalidateAndCancel()
            return .missing(reason: reason)
        case .timedOut:
            session.invalidateAndCancel()
            return .missing(
                reason: "no complete answer within \(SourceTimeout.text(milliseconds: timeoutMilliseconds))")
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        switch transfer.read(into: buffer, idle: idle) {
        case .bytes(let n): return n
        case .end: return 0
        case .failed(let message):
            throw RecordError(path: displayURL, line: 0, message: message, isRecoverable: false)
        }
    }
}

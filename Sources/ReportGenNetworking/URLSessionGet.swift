import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The platform's HTTP client (URLSession) for reportgen's `https://` sources, apart from the core
// library: on Linux, URLSession is FoundationNetworking, about 13 MB of libraries (libcurl and its
// TLS among them) that every run would map at start-up if the core linked them. This module
// is built as a library of its own (libReportGenNetworking.so) that the core loads the first
// time an `https://` source opens; on Apple platforms, whose Foundation has URLSession built in,
// the core links it as any module.
//
// What crosses between the two is spelled in the standard library's and Foundation's types
// alone (the core, loading this library, has none of this module's types): ``PlatformGet`` and
// the types it uses, spelled alike in the core's PlatformNetworking.swift.

/// A GET request: the URL, its `Accept`, when the answer must be here (its head and the whole
/// body, or its first `prefetch` bytes), how long a wait for more of the body may last once it
/// streams (and those seconds in words, for the message), how much of the body waits in memory
/// before the rest goes to a temporary file, and the most it may have.
public typealias PlatformRequest = (
    url: URL, accept: String, deadline: Date, idle: TimeInterval, idleText: String, prefetch: Int,
    memoryLimit: Int, maxBytes: Int
)
/// Moves the body's next bytes into the buffer: how many (0 at its end), or why it broke off.
public typealias PlatformBodyRead = @Sendable (UnsafeMutableRawBufferPointer) -> (count: Int, failure: String?)
/// How a request went: a 2xx answer has `read`; a failed status has its `status`; a failure has
/// why; none of them means no answer by the deadline.
public typealias PlatformAnswer = (status: Int, contentType: String?, failure: String?, read: PlatformBodyRead?)
/// Sends a GET request and waits for its answer.
public typealias PlatformGet = @Sendable (PlatformRequest) -> PlatformAnswer

/// `https://` (and any URL URLSession takes) through URLSession: its framing checked by the
/// platform's client, asked for an uncompressed answer, whose end the client checks against the
/// framing (decoded by the platform, a compressed body cut short cannot be told from a whole one).
public let urlSessionGet: PlatformGet = { request in
    // URLSession's own idle timeout only backs ours up: ours says what timed out.
    let backstop = request.idle * 2 + 5
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = 7 * 86_400
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let transfer = HTTPTransfer(memoryLimit: request.memoryLimit, maxBytes: request.maxBytes)
    let queue = OperationQueue()
    // One callback at a time, in order: body bytes before the end.
    queue.maxConcurrentOperationCount = 1
    let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: queue)
    var urlRequest = URLRequest(url: request.url, timeoutInterval: backstop)
    urlRequest.setValue(request.accept, forHTTPHeaderField: "Accept")
    urlRequest.setValue("reportgen", forHTTPHeaderField: "User-Agent")
    urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    session.dataTask(with: urlRequest).resume()
    switch transfer.waitForAnswer(prefetch: request.prefetch, deadline: request.deadline) {
    case .response(let response):
        let body = URLSessionBody(session: session, transfer: transfer, idle: request.idle, idleText: request.idleText)
        return (response.statusCode, response.value(forHTTPHeaderField: "Content-Type"), nil, body.read)
    case .status(let response):
        session.invalidateAndCancel()
        return (response.statusCode, nil, nil, nil)
    case .failed(let reason):
        session.invalidateAndCancel()
        return (0, nil, reason, nil)
    case .timedOut:
        session.invalidateAndCancel()
        return (0, nil, nil, nil)
    }
}

/// The body of an answer as it arrives, and the session it arrives on, until the reader lets go.
final class URLSessionBody: @unchecked Sendable {
    // @unchecked: one reader at a time reads it; the transfer locks what URLSession's callbacks share.
    private let session: URLSession
    private let transfer: HTTPTransfer
    private let idle: TimeInterval
    private let idleText: String

    init(session: URLSession, transfer: HTTPTransfer, idle: TimeInterval, idleText: String) {
        self.session = session
        self.transfer = transfer
        self.idle = idle
        self.idleText = idleText
    }

    deinit {
        // The session holds its delegate until it is invalidated.
        session.invalidateAndCancel()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> (count: Int, failure: String?) {
        switch transfer.read(into: buffer, idle: idle, idleText: idleText) {
        case .bytes(let n): return (n, nil)
        case .end: return (0, nil)
        case .failed(let message): return (0, message)
        }
    }
}

/// The library's entry point for the core, which looks it up by this name once it has loaded
/// the library: ``urlSessionGet``, retained, boxed as an object.
@_cdecl("reportgen_networking_get")
public func reportgenNetworkingGet() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(urlSessionGet as AnyObject).toOpaque()
}

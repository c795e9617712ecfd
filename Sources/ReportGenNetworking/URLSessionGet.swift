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
// Linked, the core calls ``urlSessionGet``; loaded, it calls the C entry points at the end of
// this file. ``PlatformGet`` and the types it uses are spelled alike in the core's
// PlatformNetworking.swift.

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

#if canImport(FoundationNetworking)
// The entry points the core calls once it has loaded this library. They take and give C's types
// alone: a program built with `--static-swift-stdlib` has a Swift runtime in each image, the
// program's and this library's, so no Swift value may cross between them. Texts they give are
// C strings the caller frees (`free`); a body is a handle the caller reads and then closes.

/// Sends a GET request (``PlatformRequest``'s fields, the deadline in seconds since 1970) and
/// waits for its answer: returns its status (0 when there is none) and sets the content type, the
/// failure and the body (a 2xx answer's, for ``reportgenNetworkingRead(_:_:_:_:)``), or nil.
@_cdecl("reportgen_networking_get")
public func reportgenNetworkingGet(
    _ url: UnsafePointer<CChar>, _ accept: UnsafePointer<CChar>, _ deadline: Double, _ idle: Double,
    _ idleText: UnsafePointer<CChar>, _ prefetch: Int, _ memoryLimit: Int, _ maxBytes: Int,
    _ contentType: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ failure: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ body: UnsafeMutablePointer<UnsafeMutableRawPointer?>
) -> Int {
    contentType.pointee = nil
    body.pointee = nil
    guard let target = URL(string: String(cString: url)) else {
        failure.pointee = strdup("the URL is not one the HTTP client can request")
        return 0
    }
    let answer = urlSessionGet(
        (
            target, String(cString: accept), Date(timeIntervalSince1970: deadline), idle, String(cString: idleText),
            prefetch, memoryLimit, maxBytes
        ))
    contentType.pointee = answer.contentType.map { strdup($0) }
    failure.pointee = answer.failure.map { strdup($0) }
    body.pointee = answer.read.map { Unmanaged.passRetained(BodyHandle(read: $0)).toOpaque() }
    return answer.status
}

/// Moves up to `capacity` bytes of `body` into `buffer`: how many (0 at its end, or when it broke
/// off, and then `failure` says why).
@_cdecl("reportgen_networking_read")
public func reportgenNetworkingRead(
    _ body: UnsafeMutableRawPointer, _ buffer: UnsafeMutableRawPointer?, _ capacity: Int,
    _ failure: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Int {
    let handle = Unmanaged<BodyHandle>.fromOpaque(body).takeUnretainedValue()
    let (count, problem) = handle.read(UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
    failure.pointee = problem.map { strdup($0) }
    return count
}

/// Lets go of `body`: its session ends.
@_cdecl("reportgen_networking_close")
public func reportgenNetworkingClose(_ body: UnsafeMutableRawPointer) {
    Unmanaged<BodyHandle>.fromOpaque(body).release()
}

/// A body handed to the core: what reads it.
final class BodyHandle {
    let read: PlatformBodyRead

    init(read: @escaping PlatformBodyRead) {
        self.read = read
    }
}
#endif

import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request's state, filled by URLSession's callbacks and drained by the reader: the
/// response, the body bytes waiting, whether the body ended and how. Every wait is bounded.
///
/// `@testable`-visible for the tests of ``describe(_:)``; the core sees none of it (see
/// ``urlSessionGet``).
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `condition`.
    private let condition = NSCondition()
    private let buffer: SpillBuffer
    private var response: HTTPURLResponse?
    private var finished = false
    private var failure: String?
    private var received = 0
    private let maxBytes: Int
    /// Whether the failure is that the body passed `maxBytes`.
    private var tooLong = false

    /// Creates the state of a transfer whose body waits in memory up to `memoryLimit` bytes, and
    /// that fails once more than `maxBytes` arrived (so the spill file stays within them too).
    init(memoryLimit: Int, maxBytes: Int) {
        buffer = SpillBuffer(memoryLimit: memoryLimit)
        self.maxBytes = maxBytes
    }

    /// How waiting for an answer ended.
    enum Answer {
        /// The response, with the whole body or at least `prefetch` bytes of it waiting.
        case response(HTTPURLResponse)
        /// A non-2xx status.
        case status(HTTPURLResponse)
        /// The request failed (no connection, a body that broke off), with why.
        case failed(String)
        /// No answer in time.
        case timedOut
    }

    /// Waits until the answer's head and the whole body (or `prefetch` bytes of it) are here, until
    /// it fails, or until `deadline`.
    func waitForAnswer(prefetch: Int, deadline: Date) -> Answer {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let response, !(200..<300).contains(response.statusCode) { return .status(response) }
            if let failure {
                // Before any byte of the body, the failure says why (a body that cannot be decoded
                // fails so); after some, that it broke off.
                return .failed(
                    received > 0 && !tooLong ? "the answer broke off after \(received) bytes (\(failure))" : failure)
            }
            if let response, finished || buffer.count >= prefetch { return .response(response) }
            if finished { return .failed("the server sent no answer") }
            if !condition.wait(until: deadline) { return .timedOut }
        }
    }

    /// How reading the body went.
    enum Read {
        case bytes(Int)
        case end
        case failed(String)
    }

    /// Moves body bytes into `into`; waits at most `idle` seconds for more to come (`idleText`,
    /// those seconds as the layout's `timeout:` reads).
    func read(into destination: UnsafeMutableRawBufferPointer, idle: TimeInterval, idleText: String) -> Read {
        condition.lock()
        defer { condition.unlock() }
        var deadline = Date(timeIntervalSinceNow: idle)
        while true {
            if let problem = buffer.failure { return .failed(problem) }
            if buffer.count > 0 { return .bytes(buffer.take(into: destination)) }
            if let failure {
                return .failed(tooLong ? failure : "the answer broke off after \(received) bytes (\(failure))")
            }
            if finished { return .end }
            if !condition.wait(until: deadline) {
                if buffer.count > 0 || finished || failure != nil { continue }
                return .failed("the answer stopped for \(idleText) after \(received) bytes")
            }
            deadline = Date(timeIntervalSinceNow: idle)
        }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        condition.lock()
        self.response = http
        if http == nil { failure = "the answer is not HTTP" }
        condition.broadcast()
        condition.unlock()
        // A failed status's body is not wanted.
        completionHandler(http.map { (200..<300).contains($0.statusCode) } == true ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        condition.lock()
        guard failure == nil else {
            condition.unlock()
            return
        }
        received += data.count
        if received > maxBytes {
            tooLong = true
            failure = "the answer is longer than the source's max_bytes, \(maxBytes) bytes"
            condition.broadcast()
            condition.unlock()
            dataTask.cancel()
            return
        }
        buffer.append(data)
        condition.broadcast()
        condition.unlock()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        condition.lock()
        if let error, failure == nil { failure = Self.describe(error) }
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// A transfer error in words that do not depend on the platform's networking library.
    static func describe(_ error: Error) -> String {
        guard let urlError = error as? URLError else { return error.localizedDescription }
        switch urlError.code {
        case .cannotConnectToHost: return "cannot connect to the server"
        case .cannotFindHost, .dnsLookupFailed: return "the server's name does not resolve"
        case .timedOut: return "the connection timed out"
        case .networkConnectionLost: return "the connection was lost"
        case .notConnectedToInternet: return "there is no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the secure connection failed (\(urlError.localizedDescription))"
        case .unsupportedURL: return "the URL is not supported"
        case .badURL:
            // libcurl's URLSession refuses some URLs another client takes: an IPv6 literal host.
            return "the HTTP client cannot request this URL (an IPv6 address in brackets is one it refuses; "
                + "use a host name)"
        case .badServerResponse: return "the server's answer is not HTTP"
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return "the answer's body cannot be decoded (a broken compressed body)"
        case .redirectToNonExistentLocation, .httpTooManyRedirects: return "the redirects lead nowhere"
        default: return "the request failed (\(urlError.localizedDescription))"
        }
    }
}

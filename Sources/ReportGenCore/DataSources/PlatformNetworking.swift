import Foundation

#if !canImport(FoundationNetworking)
import ReportGenNetworking
#endif

// The platform's HTTP client, for `https://` sources: URLSession, in the ReportGenNetworking
// module (see its URLSessionGet.swift). Where Foundation keeps URLSession in a library of its
// own (FoundationNetworking, on Linux: about 13 MB with libcurl, and 10 ms of every start-up),
// that module is a library of its own too, libReportGenNetworking.so, loaded the first time an
// `https://` source opens, so that a run without one never maps either. Elsewhere it is linked.
//
// Linked, the client is ``PlatformGet``, spelled alike here and in ReportGenNetworking; loaded,
// it is that library's C entry points (``LoadedNetworking``), as a ``PlatformGet``:

/// A GET request (see ReportGenNetworking's `PlatformRequest`).
typealias PlatformRequest = (
    url: URL, accept: String, deadline: Date, idle: TimeInterval, idleText: String, prefetch: Int,
    memoryLimit: Int, maxBytes: Int
)
/// Moves the body's next bytes into the buffer: how many (0 at its end), or why it broke off.
typealias PlatformBodyRead = @Sendable (UnsafeMutableRawBufferPointer) -> (count: Int, failure: String?)
/// How a request went: a 2xx answer has `read`; a failed status has its `status`; a failure has
/// why; none of them means no answer by the deadline.
typealias PlatformAnswer = (status: Int, contentType: String?, failure: String?, read: PlatformBodyRead?)
/// Sends a GET request and waits for its answer.
typealias PlatformGet = @Sendable (PlatformRequest) -> PlatformAnswer

/// The platform's HTTP client, once asked for: linked, or loaded.
enum PlatformNetworking {
    /// The client, or why there is none (the library is not where it is looked for).
    static let client: Result<PlatformGet, PlatformNetworkingMissing> = load()

    #if canImport(FoundationNetworking)
    /// The library's file name, looked for next to the running program, then where the dynamic
    /// linker looks (``SharedLibrary/besideProgram(_:)``).
    static let libraryName = "libReportGenNetworking.so"

    private static func load() -> Result<PlatformGet, PlatformNetworkingMissing> {
        guard case .success(let library) = SharedLibrary.open(SharedLibrary.besideProgram(libraryName)),
            case .success(let get) = library.function("reportgen_networking_get", as: LoadedNetworking.Get.self),
            case .success(let read) = library.function("reportgen_networking_read", as: LoadedNetworking.Read.self),
            case .success(let close) = library.function("reportgen_networking_close", as: LoadedNetworking.Close.self)
        else { return .failure(PlatformNetworkingMissing()) }
        return .success(LoadedNetworking(get: get, read: read, close: close).get)
    }
    #else
    private static func load() -> Result<PlatformGet, PlatformNetworkingMissing> { .success(urlSessionGet) }
    #endif
}

/// Why an `https://` source cannot be read: the platform's HTTP client is not installed.
struct PlatformNetworkingMissing: Error {
    var message: String {
        #if canImport(FoundationNetworking)
        "https:// needs reportgen's networking library, \(PlatformNetworking.libraryName), next to the program "
            + "(it is built with it); it is not there"
        #else
        "https:// needs the platform's HTTP client, which is not available"
        #endif
    }
}

#if canImport(FoundationNetworking)
/// ReportGenNetworking's C entry points (see its URLSessionGet.swift), as the client. Only C's
/// types cross: the library may have a Swift runtime of its own (a program built with
/// `--static-swift-stdlib` has one in each image). Texts come back as C strings to free.
struct LoadedNetworking: @unchecked Sendable {
    // @unchecked: C function pointers, which hold no state.
    typealias Text = UnsafeMutablePointer<CChar>
    typealias Get =
        @convention(c) (
            UnsafePointer<CChar>, UnsafePointer<CChar>, Double, Double, UnsafePointer<CChar>, Int, Int, Int,
            UnsafeMutablePointer<Text?>, UnsafeMutablePointer<Text?>, UnsafeMutablePointer<UnsafeMutableRawPointer?>
        ) -> Int
    typealias Read =
        @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<Text?>) -> Int
    typealias Close = @convention(c) (UnsafeMutableRawPointer) -> Void

    let getEntry: Get
    let readEntry: Read
    let closeEntry: Close

    init(get: Get, read: Read, close: Close) {
        getEntry = get
        readEntry = read
        closeEntry = close
    }

    /// The client: the request's texts lent as C strings, the answer's texts taken and freed.
    var get: PlatformGet {
        { [self] request in
            var contentType: Text?
            var failure: Text?
            var body: UnsafeMutableRawPointer?
            let status = getEntry(
                request.url.absoluteString, request.accept, request.deadline.timeIntervalSince1970, request.idle,
                request.idleText, request.prefetch, request.memoryLimit, request.maxBytes, &contentType, &failure,
                &body)
            let read = body.map { handle -> PlatformBodyRead in
                let loaded = LoadedBody(handle: handle, entries: self)
                return { buffer in loaded.read(into: buffer) }
            }
            return (status, Self.take(contentType), Self.take(failure), read)
        }
    }

    /// The text of a C string the library made, which is freed.
    static func take(_ text: Text?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }
}

/// A body the library handed over, closed when the last reader lets go.
private final class LoadedBody: @unchecked Sendable {
    // @unchecked: one reader at a time reads it (as the linked client's body).
    let handle: UnsafeMutableRawPointer
    let entries: LoadedNetworking

    init(handle: UnsafeMutableRawPointer, entries: LoadedNetworking) {
        self.handle = handle
        self.entries = entries
    }

    deinit { entries.closeEntry(handle) }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> (count: Int, failure: String?) {
        var failure: LoadedNetworking.Text?
        let count = entries.readEntry(handle, buffer.baseAddress, buffer.count, &failure)
        return (count, LoadedNetworking.take(failure))
    }
}
#endif

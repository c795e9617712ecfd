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

import Foundation

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

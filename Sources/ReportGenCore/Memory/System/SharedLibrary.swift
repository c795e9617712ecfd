import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library opened with `dlopen` the first time a run needs it, so that a run without
/// that need never maps it (nor the libraries it links): the networking library for `https://`,
/// libpq for `postgres:`, the text libraries for PDF. Linux has no lazy loading of a linked
/// library; every library a program links is mapped and relocated at every start-up.
///
/// ```swift
/// let library = try SharedLibrary.open(["libpq.so.5"]).get()
/// let finish: @convention(c) (OpaquePointer?) -> Void = try library.function("PQfinish").get()
/// ```
///
/// An opened library stays open for the rest of the process (nothing is ever closed: functions
/// looked up in it may be kept anywhere).
package struct SharedLibrary: @unchecked Sendable {
    /// `dlopen`'s handle (or a pseudo-handle such as `RTLD_DEFAULT`); only `dlsym` reads it,
    /// which is safe from any thread.
    private let handle: UnsafeMutableRawPointer?

    /// Why a library or a function cannot be had: the dynamic linker's words.
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// The first of `places` (paths, or file names the dynamic linker looks for where it looks)
    /// that loads, with its functions bound at once; the failure is the last place's reason.
    package static func open(_ places: [String]) -> Result<SharedLibrary, Failure> {
        var reason = "nowhere to look"
        for place in places {
            if let handle = dlopen(place, RTLD_NOW | RTLD_LOCAL) { return .success(SharedLibrary(handle: handle)) }
            reason = dlerror().map { String(cString: $0) } ?? "\(place) cannot be loaded"
        }
        return .failure(Failure(message: reason))
    }

    /// The places a library built with reportgen is looked for: next to the running program
    /// first (where `swift build` puts it, and where an installation keeps it), then where the
    /// dynamic linker looks.
    package static func besideProgram(_ fileName: String) -> [String] {
        var places = [fileName]
        if let program = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            places.insert(program.deletingLastPathComponent().appendingPathComponent(fileName).path, at: 0)
        }
        return places
    }

    #if canImport(Darwin)
    /// The program itself and every library it links, for a library it links (Apple platforms
    /// have no start-up to spare it from).
    package static let program = SharedLibrary(handle: RTLD_DEFAULT)
    #endif

    /// The C function `name`, as `Function` (a `@convention(c)` function type, which says how it
    /// is called: it must be the function's true type, as its header declares it).
    package func function<Function>(_ name: String, as _: Function.Type = Function.self) -> Result<Function, Failure> {
        precondition(MemoryLayout<Function>.size == MemoryLayout<UnsafeMutableRawPointer>.size)
        guard let address = dlsym(handle, name) else {
            return .failure(Failure(message: dlerror().map { String(cString: $0) } ?? "no function \(name)"))
        }
        return .success(unsafeBitCast(address, to: Function.self))
    }
}

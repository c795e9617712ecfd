extension String {
    /// Calls `body` with the string's UTF-8 bytes. A native string's are read where they lie:
    /// `withUTF8` needs a `var`, and the copy into one costs a retain and a release per call on
    /// the renderers' hot path.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

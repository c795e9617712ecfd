extension Value {
    /// Calls `body` with a text value's UTF-8 bytes, read where the value lies; `nil` for any
    /// other value. Called on a row's field in place (`row.fields[i].withStringUTF8 { ... }`),
    /// it copies nothing: a `switch` over the field would copy the value out of the row first,
    /// a retain and a release of its text.
    @inline(__always)
    func withStringUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        guard case .string(let text) = self else { return nil }
        return try text.withUTF8Bytes(body)
    }
}

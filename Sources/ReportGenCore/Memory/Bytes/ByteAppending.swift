/// Somewhere bytes are appended: `[UInt8]`, ``ByteRoom``, ``StackBytes`` and ``OutputBuffer``.
/// Number and date writers are generic over it, so that each writes straight into whichever its
/// caller holds (specialized, with no intermediate array).
package protocol ByteAppending {
    /// Appends one byte.
    mutating func append(byte: UInt8)
    /// Appends the bytes at a pointer.
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteAppending {
    /// Appends the first `count` bytes of `bytes` (all of them when it holds fewer).
    @inline(__always)
    mutating func append(prefix count: Int, of bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(count))) }
    }

    /// Appends a string's UTF-8 bytes.
    @inline(__always)
    mutating func append(utf8 text: String) {
        text.withUTF8Bytes { append(contentsOf: $0) }
    }
}

extension Array: ByteAppending where Element == UInt8 {
    @inline(__always)
    package mutating func append(byte: UInt8) {
        append(byte)
    }
}

/// Well-formed UTF-8, checked by the package itself: what `String(validating:as:)` does, which
/// needs macOS 15 / iOS 18. The byte sequences allowed are the Unicode Standard's (table 3-7): no
/// overlong forms, no surrogates (`ED A0…ED BF`), nothing above U+10FFFF, no lone continuation
/// bytes, no sequence cut short.
///
/// ```swift
/// UTF8Validation.string(validating: [0x63, 0x61, 0x66, 0xC3, 0xA9])   // "café"
/// UTF8Validation.string(validating: [0xC0, 0xAF])                     // nil (overlong "/")
/// ```
package enum UTF8Validation {
    /// The offset of the first byte that is not part of a well-formed sequence (where a
    /// truncated sequence starts), or `nil` when all of `bytes` is well-formed.
    @inlinable
    package static func firstInvalidOffset<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Int? {
        var index = bytes.startIndex
        var offset = 0
        let end = bytes.endIndex
        while index != end {
            let lead = bytes[index]
            if lead < 0x80 {
                bytes.formIndex(after: &index)
                offset += 1
                continue
            }
            // The sequence's length and the range its second byte must be in.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return offset
            }
            var next = bytes.index(after: index)
            for k in 1..<length {
                guard next != end else { return offset }
                let byte = bytes[next]
                if k == 1 {
                    guard byte >= low, byte <= high else { return offset }
                } else {
                    guard byte & 0xC0 == 0x80 else { return offset }
                }
                bytes.formIndex(after: &next)
            }
            index = next
            offset += length
        }
        return nil
    }

    /// Whether `bytes` are well-formed UTF-8.
    @inlinable
    package static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        firstInvalidOffset(in: bytes) == nil
    }

    /// `bytes` as text, or `nil` when they are not well-formed UTF-8 (no replacement characters).
    @inlinable
    package static func string<Bytes: Collection<UInt8>>(validating bytes: Bytes) -> String? {
        guard isValid(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Spaces to copy from, instead of building runs of them.
enum Spaces {
    static let run: [UInt8] = Array(repeating: 0x20, count: 256)

    @inline(__always)
    static func append<Out: ByteAppending>(_ count: Int, to bytes: inout Out) {
        guard count > 0 else { return }
        // One call per run of spaces, copied from a static buffer (no slice, no per-byte loop).
        var left = count
        while left > 0 {
            let n = min(left, run.count)
            bytes.append(prefix: n, of: run)
            left -= n
        }
    }
}

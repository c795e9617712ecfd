import CZlib

/// zlib compression of PDF streams (`/FlateDecode`), through the system zlib.
enum Deflate {
    /// Why a stream could not be compressed.
    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "zlib could not compress a PDF stream (error \(code))" }
    }

    /// `bytes` compressed as one zlib stream.
    static func compress(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var bound = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &bound, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw Failure(code: status) }
        output.removeSubrange(Int(bound)...)
        return output
    }
}

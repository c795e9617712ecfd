import CZlib

/// DEFLATE over the system zlib, fed in pieces: memory stays at zlib's window and one output
/// chunk, whatever the length of the input. The one compressor of PDF streams and zip entries.
final class Deflater {
    /// What wraps the compressed data.
    enum Format {
        /// Raw DEFLATE (RFC 1951), as zip entries hold it: no header or checksum (zip has its
        /// own CRC-32).
        case raw
        /// A zlib stream (RFC 1950), as PDF's `/FlateDecode` reads it.
        case zlib
    }

    /// zlib failed (a status code from `zlib.h`); only a bug or exhausted memory can cause it.
    struct Failure: Error, Hashable, CustomStringConvertible {
        /// What was being compressed, for the message: `PDF stream`, `XLSX entry`.
        var what: String
        var status: Int32

        var description: String { "zlib could not compress the \(what) (status \(status))" }
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private let what: String
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var open = false

    /// Starts a stream of `format` at `level` (0–9; 6 is zlib's default), compressing `what`
    /// (named in failures).
    init(_ format: Format, level: Int32 = 6, what: String) throws(Failure) {
        self.what = what
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, level, Z_DEFLATED, format == .raw ? -15 : 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw Failure(what: what, status: status)
        }
        open = true
    }

    deinit {
        if open { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input`, handing each piece of output to `emit`; `finish` ends the stream
    /// (then ``reset()`` starts the next). `sync` hands out everything so far, ending on a byte
    /// boundary without ending the stream: another raw stream's blocks may follow it.
    func compress(
        _ input: UnsafeBufferPointer<UInt8>, finish: Bool, sync: Bool = false, emit: (ArraySlice<UInt8>) throws -> Void
    ) throws {
        let flush = finish ? Z_FINISH : sync ? Z_SYNC_FLUSH : Z_NO_FLUSH
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        var done = false
        while !done {
            let produced = try chunk.withUnsafeMutableBufferPointer { out -> Int in
                guard let base = out.baseAddress else { return 0 }
                stream.pointee.next_out = base
                stream.pointee.avail_out = UInt32(out.count)
                let status = deflate(stream, flush)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw Failure(what: what, status: status)
                }
                done = finish ? status == Z_STREAM_END : stream.pointee.avail_out != 0
                return out.count - Int(stream.pointee.avail_out)
            }
            if produced > 0 { try emit(chunk[0..<produced]) }
        }
        stream.pointee.next_in = nil
    }

    /// `bytes` compressed as one whole stream; the deflater is then ready for the next.
    func compressed(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        try bytes.withUnsafeBufferPointer { input in
            try compress(input, finish: true) { output += $0 }
        }
        try reset()
        return output
    }

    /// Makes the stream ready for the next entry.
    func reset() throws(Failure) {
        let status = deflateReset(stream)
        guard status == Z_OK else { throw Failure(what: what, status: status) }
    }

    /// The CRC-32 of two runs of bytes one after the other, from theirs and the second's length.
    static func crc32(combining first: UInt32, _ second: UInt32, secondLength: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: crc32_combine(UInt(first), UInt(second), Int(truncatingIfNeeded: secondLength)))
    }

    /// The CRC-32 of `bytes` continued from `crc`.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return UInt32(truncatingIfNeeded: CZlib.crc32(UInt(crc), base, UInt32(bytes.count)))
    }
}

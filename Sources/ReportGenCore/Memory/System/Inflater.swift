import CZlib

/// Decodes an HTTP body's `Content-Encoding: gzip` or `deflate` over the system zlib, fed in
/// pieces and read into the caller's buffer, and knows whether the stream ended as its format
/// says: gzip's last block, CRC-32 and length (ISIZE), zlib's Adler-32. A body cut anywhere
/// before that end is told from a whole one. Memory stays at zlib's window and one input piece.
final class Inflater {
    /// What wraps the compressed data.
    enum Format {
        /// gzip (RFC 1952); members may follow one another.
        case gzip
        /// `deflate` as HTTP means it: a zlib stream (RFC 1950), or raw DEFLATE (RFC 1951), which
        /// some servers send instead.
        case deflate
    }

    /// The compressed data is corrupt, in zlib's words.
    struct Failure: Error, Hashable, CustomStringConvertible {
        var description: String
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private let format: Format
    private var open = false
    private var input: [UInt8] = []
    private var inputOffset = 0
    /// Whether a `deflate` body may still turn out to be raw DEFLATE: until its first piece is read.
    private var mayBeRaw: Bool
    /// Whether the stream reached its end, its checks passed.
    private(set) var isComplete = false

    /// Starts decoding `format`.
    init(_ format: Format) throws(Failure) {
        self.format = format
        mayBeRaw = format == .deflate
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 + 16: gzip only; 15: zlib only.
        try start(windowBits: format == .gzip ? 15 + 16 : 15)
    }

    deinit {
        if open { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    private func start(windowBits: Int32) throws(Failure) {
        if open {
            inflateEnd(stream)
            open = false
            stream.pointee = z_stream()
        }
        let status = inflateInit2_(stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(description: "zlib could not start (status \(status))") }
        open = true
    }

    /// Whether every byte fed so far has been decoded.
    var needsInput: Bool { inputOffset == input.count }

    /// Gives the next compressed bytes (call when ``needsInput``).
    func feed(_ bytes: UnsafeRawBufferPointer) {
        if inputOffset > 0 { mayBeRaw = false }
        input = Array(bytes)
        inputOffset = 0
    }

    /// Decodes fed bytes into `buffer`; returns how many it wrote (0 when it needs more input).
    func decode(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        guard let out = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        var written = 0
        while written < buffer.count, inputOffset < input.count {
            if isComplete {
                // gzip: another member may follow; anything else after the end is not the body's.
                guard format == .gzip else { throw Failure(description: "data follows the end of the compressed body") }
                try start(windowBits: 15 + 16)
                isComplete = false
            }
            let (status, consumed, produced) = input.withUnsafeMutableBufferPointer { bytes -> (Int32, Int, Int) in
                let available = bytes.count - inputOffset
                stream.pointee.next_in = bytes.baseAddress.map { $0 + inputOffset }
                stream.pointee.avail_in = UInt32(available)
                stream.pointee.next_out = (out + written).assumingMemoryBound(to: UInt8.self)
                stream.pointee.avail_out = UInt32(buffer.count - written)
                let status = inflate(stream, Z_NO_FLUSH)
                let consumed = available - Int(stream.pointee.avail_in)
                let produced = buffer.count - written - Int(stream.pointee.avail_out)
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
                return (status, consumed, produced)
            }
            if status == Z_DATA_ERROR, mayBeRaw, written + produced == 0 {
                // Not a zlib header: read the body as raw DEFLATE from its start.
                mayBeRaw = false
                inputOffset = 0
                try start(windowBits: -15)
                continue
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                let detail = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
                // zlib's words: `incorrect data check` (CRC-32), `incorrect length check` (ISIZE).
                throw Failure(description: "the compressed body is corrupt (\(detail))")
            }
            inputOffset += consumed
            written += produced
            if produced > 0 { mayBeRaw = false }
            if status == Z_STREAM_END { isComplete = true }
            if consumed == 0, produced == 0, !isComplete { break }
        }
        return written
    }
}

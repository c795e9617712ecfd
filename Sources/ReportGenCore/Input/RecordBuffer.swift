/// The byte buffer the streaming readers share: before reading more, it moves the current
/// record's bytes to the front (so a record's raw text stays available for `--rejects`) and grows
/// while the record does, up to a limit.
enum RecordBuffer {
    /// Makes room after `end`: moves `recordStart..<end` to the front, then doubles the buffer if
    /// less than `minimumFree` bytes are left (freeing the old one). Returns the buffer to use from
    /// now on and how far the bytes moved (subtract it from every index into the buffer), or `nil`
    /// when the record already fills `limit` bytes.
    ///
    /// The buffer goes in and out by value: an inout access to a reader's stored buffer would put
    /// run-time exclusivity checks on every read of it in the hot loops.
    static func makeRoom(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, recordStart: Int, end: Int, minimumFree: Int, limit: Int
    ) -> (buffer: UnsafeMutableBufferPointer<UInt8>, shift: Int)? {
        let keep = end - recordStart
        if recordStart > 0, keep > 0, let base = buffer.baseAddress {
            base.update(from: base + recordStart, count: keep)
        }
        guard buffer.count - keep < minimumFree else { return (buffer, recordStart) }
        guard keep < limit else { return nil }
        let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
        if let to = bigger.baseAddress, let from = buffer.baseAddress { to.update(from: from, count: keep) }
        buffer.deallocate()
        return (bigger, recordStart)
    }

    /// Reads from `source` into the buffer after `end`; returns the number of bytes read (0 at the end).
    static func read(_ source: ByteSource, into buffer: UnsafeMutableBufferPointer<UInt8>, after end: Int)
        throws(RecordError)
        -> Int
    {
        try source.read(into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[end...])))
    }
}

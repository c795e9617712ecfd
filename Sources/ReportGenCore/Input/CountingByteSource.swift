/// A ``ByteSource`` that adds the bytes it passes on to a ``ProgressCounter`` (once per buffer
/// read, so the count costs nothing per record).
final class CountingByteSource: ByteSource {
    private let source: ByteSource
    private let counter: ProgressCounter

    init(_ source: ByteSource, counter: ProgressCounter) {
        self.source = source
        self.counter = counter
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        let n = try source.read(into: buffer)
        counter.add(bytes: n)
        return n
    }
}

/// The byte offset of every object of a PDF being written, for its cross-reference table: the
/// last ``window`` object numbers in memory, the earlier ones in an unlinked temporary file (8
/// bytes each, at the number times 8), so that memory stays flat however many pages the file has.
/// A file of fewer objects never touches the disk.
struct PDFObjectOffsets {
    /// How many numbers wait in memory: 512 KiB of offsets.
    static let window = 1 << 16
    /// The offset of a number reserved and not yet written.
    static let unwritten = UInt64.max

    /// The first number in ``recent``; those below it are in ``file``.
    private var base = 0
    /// Number 0 is the table's free entry, never written.
    private var recent: [UInt64] = [0]
    private var file: UnlinkedFile?
    /// Set when the file could not be made or written: the next write of an object says so.
    private(set) var failure: String?

    /// How many numbers there are, 0 included.
    var count: Int { base + recent.count }

    /// A new number, not yet written.
    mutating func reserve() -> Int {
        if recent.count == Self.window { spillWindow() }
        recent.append(Self.unwritten)
        return count - 1
    }

    /// The offset recorded for `number` (``unwritten`` when none), or `nil` for a number never
    /// reserved or one that could not be read back.
    func offset(of number: Int) -> UInt64? {
        guard number >= 0, number < count else { return nil }
        if number >= base { return recent[number - base] }
        var word: UInt64 = 0
        let read = withUnsafeMutableBytes(of: &word) { file?.read(into: $0, at: number * 8) ?? -1 }
        return read == 8 ? UInt64(littleEndian: word) : nil
    }

    /// Records where `number` starts.
    mutating func set(_ number: Int, offset: Int) {
        if number >= base {
            recent[number - base] = UInt64(offset)
            return
        }
        // Written long after it was reserved (a page's decorations, the page tree): in place.
        var word = UInt64(offset).littleEndian
        let written = withUnsafeBytes(of: &word) { file?.write($0, at: number * 8) ?? false }
        if !written { failure = Self.writeFailure }
    }

    /// The offsets of the numbers in `range`, in order (a window of them at a time, for the
    /// cross-reference table).
    func offsets(in range: Range<Int>) throws(PDFWriter.Failure) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: range.count)
        let fromFile = range.lowerBound..<min(range.upperBound, base)
        if !fromFile.isEmpty {
            let read = result.withUnsafeMutableBytes { bytes in
                file?.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: bytes[0..<(fromFile.count * 8)]),
                    at: fromFile.lowerBound * 8) ?? -1
            }
            guard read == fromFile.count * 8 else {
                throw PDFWriter.Failure(
                    description: "cannot read the PDF's object offsets back from their temporary file")
            }
            for i in 0..<fromFile.count { result[i] = UInt64(littleEndian: result[i]) }
        }
        for number in max(range.lowerBound, base)..<max(range.upperBound, base) {
            result[number - range.lowerBound] = recent[number - base]
        }
        return result
    }

    private mutating func spillWindow() {
        if file == nil { file = UnlinkedFile(purpose: "pdf-offsets") }
        let written = recent.map(\.littleEndian).withUnsafeBytes { file?.write($0, at: base * 8) ?? false }
        if !written, failure == nil { failure = Self.writeFailure }
        base += recent.count
        recent.removeAll(keepingCapacity: true)
    }

    private static var writeFailure: String {
        "cannot keep the PDF's object offsets in a temporary file: \(UnlinkedFile.lastError)"
    }
}

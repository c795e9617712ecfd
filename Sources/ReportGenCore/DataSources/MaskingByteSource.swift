/// A source's bytes as another ``ByteSource`` reads them, with the source's secrets hidden in the
/// messages its failures carry (the HTTP client's words may quote the URL).
final class MaskingByteSource: ByteSource {
    private let base: ByteSource
    private let secrets: SecretMask

    init(_ base: ByteSource, secrets: SecretMask) {
        self.base = base
        self.secrets = secrets
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        do {
            return try base.read(into: buffer)
        } catch {
            var masked = error
            masked.message = secrets.maskedLibraryText(error.message)
            throw masked
        }
    }
}

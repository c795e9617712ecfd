import Foundation

/// Reads a layout file's text, turning every reason it cannot be used into one diagnostic with a
/// position, so that `validate`'s reporters and editors can point at it like any other finding.
///
/// ```swift
/// switch LayoutFileReader.read(path: "x.yaml") {
/// case .success(let text): ...
/// case .failure(let d): d.description  // "x.yaml:1:1: error: cannot read the layout: no such file [unreadable-file]"
/// }
/// ```
@_spi(Fuzzing) public enum LayoutFileReader {
    /// The text of the file at `path`, read up to `maxBytes` (so that a device or a huge file
    /// cannot exhaust memory).
    static func read(path: String, maxBytes: Int = YAMLLoader().maxBytes) -> Result<String, Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure(.unreadableFile, "cannot read the layout: no such file", file: path)
        }
        guard !isDirectory.boolValue else {
            return failure(.unreadableFile, "cannot read the layout: it is a directory", file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return failure(.unreadableFile, "cannot read the layout: permission denied", file: path)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            return failure(.unreadableFile, "cannot read the layout: \(error.localizedDescription)", file: path)
        }
        guard data.count <= maxBytes else {
            return failure(.yamlLimit, "the file is larger than \(maxBytes) bytes", file: path)
        }
        return text(of: Array(data), file: path)
    }

    /// `bytes` as text when they are UTF-8; otherwise a diagnostic at the first invalid byte.
    @_spi(Fuzzing) public static func text(of bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        // UTF-16 without a byte-order mark is valid UTF-8 (its NULs are characters): told by them.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || UTF16Evidence.hasNULsBetweenLetters(bytes)
        {
            return failure(.invalidEncoding, "the layout is UTF-16; save it as UTF-8", file: file)
        }
        if let text = UTF8Validation.string(validating: bytes) { return .success(text) }
        let offset = firstInvalidByte(in: bytes)
        let byte = bytes.indices.contains(offset) ? bytes[offset] : 0
        let position = SourcePosition.after(String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars)
        let hex = String(byte, radix: 16, uppercase: true)
        let shown = hex.count < 2 ? "0" + hex : hex
        return failure(
            .invalidEncoding, "the layout is not valid UTF-8 (byte 0x\(shown)); save it as UTF-8", file: file,
            at: position)
    }

    /// The offset of the first byte that does not start or continue a character.
    private static func firstInvalidByte(in bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
        }
        return offset
    }

    private static func failure(
        _ rule: DiagnosticRule, _ message: String, file: String, at position: SourcePosition = .start
    ) -> Result<String, Diagnostic> {
        .failure(Diagnostic(.error, rule: rule, message, file: file, at: position))
    }
}

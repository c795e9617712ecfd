/// Input quoted in messages: control characters escaped and cut to a readable length, so that a
/// 10 MB field or header neither floods standard error nor drives the terminal.
enum MessageText {
    /// The most characters of input a message shows.
    static let limit = 80

    /// `text`, escaped, cut after ``limit`` characters with `… (N bytes in all)`.
    static func shown(_ text: String) -> String {
        guard text.count > limit else { return ControlCharacters.escaped(text) }
        return ControlCharacters.escaped(String(text.prefix(limit))) + "… (\(text.utf8.count) bytes in all)"
    }

    /// `'text'`, escaped and cut like ``shown(_:)``.
    static func quoted(_ text: String) -> String {
        guard text.count > limit else { return "'" + ControlCharacters.escaped(text) + "'" }
        return "'" + ControlCharacters.escaped(String(text.prefix(limit))) + "…' (\(text.utf8.count) bytes in all)"
    }

    /// Input bytes as ``quoted(_:)`` text (invalid UTF-8 shown as U+FFFD).
    static func quoted(_ bytes: some Collection<UInt8>) -> String {
        quoted(String(decoding: bytes, as: UTF8.self))
    }

    /// One byte of input: `';'`, or `byte 0xE4` when it is not printable ASCII.
    static func quoted(byte: UInt8) -> String {
        guard byte >= 0x20, byte < 0x7F else { return "byte 0x" + ControlCharacters.hex(byte) }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }
}

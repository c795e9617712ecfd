/// Input quoted in messages: control characters escaped and cut to a readable length, so that a
/// 10 MB field or header neither floods standard error nor drives the terminal.
package enum MessageText {
    /// The most characters of input a message shows.
    package static let limit = 80

    /// `text`, escaped, cut after `limit` characters with `… (N bytes in all)`.
    package static func shown(_ text: String, limit: Int = limit) -> String {
        guard text.count > limit else { return escaped(text) }
        return escaped(String(text.prefix(limit))) + "… (\(text.utf8.count) bytes in all)"
    }

    /// `'text'`, escaped and cut like ``shown(_:limit:)``.
    package static func quoted(_ text: String, limit: Int = limit) -> String {
        guard text.count > limit else { return "'" + escaped(text) + "'" }
        return "'" + escaped(String(text.prefix(limit))) + "…' (\(text.utf8.count) bytes in all)"
    }

    /// `text` with control characters escaped (see ``ControlCharacters``), and, as a message must
    /// show what it quotes, the characters that show nothing too: format characters (a byte order
    /// mark, a zero-width space, bidi overrides), line and paragraph separators, noncharacters,
    /// private-use and unassigned code points, as `\u{FEFF}`.
    package static func escaped(_ text: String) -> String {
        let controlsEscaped = ControlCharacters.escaped(text)
        guard controlsEscaped.unicodeScalars.contains(where: isInvisible) else { return controlsEscaped }
        var out = ""
        for scalar in controlsEscaped.unicodeScalars {
            if isInvisible(scalar) {
                out += ControlCharacters.spelled(scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` shows nothing, or nothing that tells what it is (see ``escaped(_:)``).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // Joiners and emoji tags are format characters that belong to the text around them (a
        // family emoji, a Persian word): left as they are.
        if scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value) {
            return false
        }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate, .control: return true
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }

    /// A value as a message shows it: `null` for null (so that it differs from empty text),
    /// otherwise its text quoted (``quoted(_:)``).
    static func value(_ value: Value) -> String {
        value.isNull ? "null" : quoted(value.description)
    }

    /// A character as a message names it: `'é' (U+E9)`, or `U+FEFF` alone when it shows nothing.
    static func named(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
        return isInvisible(scalar) ? code : "'\(scalar)' (\(code))"
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

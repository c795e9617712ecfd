/// `input.encoding`: how a stream's text is encoded. Everything but UTF-8 is transcoded to UTF-8
/// beneath the readers.
enum TextEncoding: String, Sendable, CaseIterable {
    /// UTF-8, with or without a BOM (the default).
    case utf8 = "utf-8"
    /// UTF-16 whose byte order mark (`FF FE` or `FE FF`) says little- or big-endian; a stream
    /// without one is an error that asks for `utf-16le` or `utf-16be`.
    case utf16 = "utf-16"
    /// UTF-16, little-endian (a leading `FF FE` is skipped).
    case utf16LE = "utf-16le"
    /// UTF-16, big-endian (a leading `FE FF` is skipped).
    case utf16BE = "utf-16be"
    /// Windows code page 1252 (Western European); the five bytes it leaves undefined read as the
    /// C1 controls of the same number, so every byte has a character.
    case windows1252 = "windows-1252"
    /// ISO 8859-1 (Latin-1): each byte is the character of the same number.
    case iso88591 = "iso-8859-1"

    /// Other names accepted for the encodings, lowercased.
    static let aliases: [String: TextEncoding] = [
        "utf8": .utf8, "utf16": .utf16, "utf16le": .utf16LE, "utf16be": .utf16BE, "cp1252": .windows1252,
        "windows1252": .windows1252, "latin1": .iso88591, "latin-1": .iso88591, "iso8859-1": .iso88591,
        "iso_8859-1": .iso88591,
    ]

    /// The encoding called `name` (any case), by its name or an alias; `nil` when unknown.
    init?(name: String) {
        let lowered = name.lowercased()
        guard let encoding = TextEncoding(rawValue: lowered) ?? Self.aliases[lowered] else { return nil }
        self = encoding
    }
}

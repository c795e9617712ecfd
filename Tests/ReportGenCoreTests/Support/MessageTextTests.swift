import Testing

@testable import ReportGenCore

/// Input quoted in messages shows every character it holds: control characters escaped, and the
/// characters that show nothing (a byte order mark, bidi overrides, noncharacters) named.
@Suite struct MessageTextTests {
    @Test func invisibleCharactersAreShownAsEscapes() {
        #expect(MessageText.quoted("\u{FEFF}a") == "'\\u{FEFF}a'")
        #expect(MessageText.quoted("ab\u{202E}cd\u{200B}") == "'ab\\u{202E}cd\\u{200B}'")
        #expect(MessageText.quoted("x\u{1B}[2J\u{85}y") == "'x\\x1B[2J\\u{85}y'")
        #expect(MessageText.shown("\u{FFFE}\u{2028}") == "\\u{FFFE}\\u{2028}")
        // What shows is left as it is.
        #expect(MessageText.quoted("Zürich 東京 😀") == "'Zürich 東京 😀'")
        #expect(MessageText.quoted("👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم") == "'👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم'")
    }

    @Test func aCharacterIsNamedWithItsCodeAndShownOnlyWhenVisible() {
        #expect(MessageText.named("é") == "'é' (U+E9)")
        #expect(MessageText.named("\u{85}") == "U+85")
        #expect(MessageText.named("\u{FFFF}") == "U+FFFF")
        #expect(MessageText.named("\u{FEFF}") == "U+FEFF")
    }
}

import Foundation
import Testing

@testable import ReportGenCore

/// Invalid JSON in a value the layout does not read is no data: every kind of document the
/// JSONTestSuite says no parser may accept (its `n_` files: arrays, incomplete literals, numbers,
/// objects, strings, structure), put where the layout reads nothing, rejects its record or stops
/// the run, in an array and in NDJSON; what is valid JSON there still reads.
@Suite struct JSONValidationTests {
    static let yaml = """
        layout: 1
        input:
          fields:
            a: int
        rows:
          r: { height: 1, fields: { a: int } }
        report:
          detail: [ { row: r, a: a } ]
        """

    /// A document's bytes: the text's UTF-8, then `raw` (bytes that are no UTF-8 of their own).
    static func doc(_ text: String, _ raw: [UInt8] = [], _ after: String = "") -> [UInt8] {
        Array(text.utf8) + raw + Array(after.utf8)
    }

    /// Documents no JSON parser may accept, each a case of the suite's categories, written anew.
    static let invalid: [(String, [UInt8])] = [
        // Arrays.
        ("array, no comma", doc("[1 true]")), ("array, bad UTF-8 after a letter", doc("[a", [0xE5], "]")),
        ("array, colon", doc("[\"\": 1]")), ("array, leading comma", doc("[,1]")),
        ("array, double comma", doc("[1,,2]")), ("array, trailing commas", doc("[\"x\",,]")),
        ("array, extra comma", doc("[\"\",]")), ("array, unclosed", doc("[\"x\"")),
        ("array, bare word", doc("[x")), ("array, no comma before array", doc("[3[4]]")),
        ("array, lone FF", doc("[", [0xFF], "]")), ("array, semicolon", doc("[1:2]")),
        ("array, just a comma", doc("[,]")), ("array, just a minus", doc("[-]")),
        ("array, missing value", doc("[   , \"\"]")), ("array, number then comma", doc("[1,]")),
        ("array, vertical tab", doc("[\u{0B}1]")), ("array, star", doc("[*]")),
        ("array, unclosed with object", doc("[{}")), ("array, unclosed after comma", doc("[1,")),
        // Incomplete literals.
        ("incomplete false", doc("[fals]")), ("incomplete null", doc("[nul]")), ("incomplete true", doc("[tru]")),
        ("literal, capitalized", doc("[True]")), ("literal, truth", doc("truth")),
        // Numbers.
        ("number ++", doc("[++1234]")), ("number +1", doc("+1")), ("number +Inf", doc("+Inf")),
        ("number -01", doc("-01")), ("number -1.0.", doc("-1.0.")), ("number -2.", doc("-2.")),
        ("number -NaN", doc("-NaN")), ("number .-1", doc(".-1")), ("number .2e-3", doc(".2e-3")),
        ("number 0.1.2", doc("0.1.2")), ("number 0.3e+", doc("0.3e+")), ("number 0.3e", doc("0.3e")),
        ("number 0.e1", doc("0.e1")), ("number 0E+", doc("0E+")), ("number 0E", doc("0E")),
        ("number 0e+", doc("0e+")), ("number 1.0e-", doc("1.0e-")), ("number 1 000", doc("[1 000.0]")),
        ("number 1eE2", doc("1eE2")), ("number 2.e+3", doc("2.e+3")), ("number 9.e+", doc("9.e+")),
        ("number Inf", doc("Inf")), ("number NaN", doc("NaN")), ("number Infinity", doc("-Infinity")),
        ("number, fullwidth digit", doc("[\u{FF11}]")), ("number expression", doc("1+2")),
        ("number hex", doc("0x42")), ("number 0e+-1", doc("0e+-1")), ("number garbage", doc("-123.123foo")),
        ("number, bad UTF-8 in int", doc("123", [0xE5])), ("number, bad UTF-8 in exponent", doc("1e1", [0xE5])),
        ("number, bad UTF-8 after 0", doc("[0", [0xE5], "]")), ("number -foo", doc("-foo")),
        ("number minus space", doc("[- 1]")), ("number -012", doc("-012")), ("number -.123", doc("-.123")),
        ("number -1x", doc("-1x")), ("number 1ea", doc("1ea")), ("number 1e, bad UTF-8", doc("1e", [0xE5])),
        ("number 1.", doc("1.")), ("number .123", doc(".123")), ("number alpha", doc("1.2a-3")),
        ("number H", doc("1.8011670033376514H-308")), ("number 012", doc("012")),
        ("number then NUL", doc("123\u{0}")),
        // Objects.
        ("object, bare word value", doc("[\"x\", truth]")), ("object, bracket key", doc("{[: \"x\"}")),
        ("object, comma for colon", doc("{\"x\", null}")), ("object, double colon", doc("{\"x\"::\"b\"}")),
        ("object, emoji key", doc("{\u{1F1E8}\u{1F1ED}}")), ("object, garbage", doc("{\"a\":\"a\" 123}")),
        ("object, single quotes", doc("{key: 'value'}")),
        ("object, continuation byte key", doc("{\"", [0xB9], "\":\"0\",}")),
        ("object, lone continuation byte in key", doc("{\"", [0xB9], "\":\"0\"}")),
        ("object, missing colon", doc("{\"a\" b}")), ("object, missing key", doc("{:\"b\"}")),
        ("object, missing value", doc("{\"a\":}")), ("object, no colon", doc("{\"a\"}")),
        ("object, number key", doc("{1:1}")), ("object, null keys", doc("{null:null,null:null}")),
        ("object, several trailing commas", doc("{\"id\":0,,,,,}")), ("object, quote key", doc("{'a':0}")),
        ("object, trailing comma", doc("{\"id\":0,}")), ("object, comment after", doc("{\"a\":\"b\"}/**/")),
        ("object, two commas", doc("{\"a\":\"b\",,\"c\":\"d\"}")), ("object, only a string", doc("{ \"a\" }")),
        ("object, hash after", doc("{\"a\":\"b\"}#")),
        // Strings.
        ("string, surrogate then bad escape", doc("\"\\uD800\\\"")),
        ("string, surrogate then short u", doc("\"\\uD800\\u1\"")),
        ("string, surrogate then u1x", doc("\"\\uD800\\u1x\"")), ("string, no quotes", doc("[\u{E9}]")),
        ("string, backslash NUL", doc("\"\\\u{0}\"")), ("string, escape x", doc("\"\\x00\"")),
        ("string, escaped backslash then quote", doc("[\"\\\\\\\"]")),
        ("string, escaped tab", doc("\"\\\t\"")), ("string, escaped emoji", doc("\"\\\u{1F300}\"")),
        ("string, short unicode escape", doc("\"\\u00A\"")), ("string, short low surrogate", doc("\"\\uD834\\uDd\"")),
        ("string, bad UTF-8 in escape", doc("\"\\u", [0xE5], "\"")), ("string, escape a", doc("\"\\a\"")),
        ("string, escape qqqq", doc("\"\\uqqqq\"")), ("string, bad UTF-8 after backslash", doc("\"\\", [0xE5], "\"")),
        ("string, escape outside", doc("[\\u0020\"asd\"]")), ("string, bare escape", doc("[\\n]")),
        ("string, single quotes", doc("['single quote']")), ("string, bare word", doc("abc")),
        ("string, NUL", doc("\"a\u{0}a\"")), ("string, tab", doc("\"\t\"")), ("string, escape U", doc("\"\\UA66D\"")),
        ("string, garbage after", doc("\"\"x")), ("string, bad UTF-8", doc("\"", [0xE5], "\"")),
        ("string, overlong", doc("\"", [0xC0, 0xAF], "\"")),
        ("string, encoded surrogate", doc("\"", [0xED, 0xA0, 0x80], "\"")),
        ("string, past U+10FFFF", doc("\"", [0xF4, 0x90, 0x80, 0x80], "\"")),
        ("string, cut sequence", doc("\"", [0xE2, 0x82], "\"")),
        ("string, unclosed", doc("\"abc")),
        // Structure.
        ("structure, word joiner", doc("[\u{2060}]")), ("structure, BOM", doc("", [0xEF, 0xBB, 0xBF])),
        ("structure, angle brackets", doc("<.>")), ("structure, angle null", doc("[<null>]")),
        ("structure, garbage after array", doc("[1]x")), ("structure, extra close", doc("[1]]")),
        ("structure, unclosed string", doc("[\"asd]")), ("structure, identifier", doc("a\u{E5}")),
        ("structure, close unopened", doc("1]")), ("structure, comma for brace", doc("{\"x\": true,")),
        ("structure, two arrays", doc("[][]")), ("structure, lone close", doc("]")),
        ("structure, half a BOM", doc("", [0xEF, 0xBB], "{}")), ("structure, lone E5", doc("", [0xE5])),
        ("structure, lone open", doc("[")), ("structure, no data", doc("")), ("structure, NUL", doc("[\u{0}]")),
        ("structure, trailing @", doc("2@")), ("structure, extra brace", doc("{}}")),
        ("structure, unfinished key", doc("{\"\":")), ("structure, comment", doc("{\"a\":/*comment*/\"b\"}")),
        ("structure, string after", doc("{\"a\": true} \"x\"")), ("structure, apostrophe", doc("['")),
        ("structure, open array comma", doc("[,")), ("structure, open object", doc("{")),
        ("structure, object closed as array", doc("{]")), ("structure, open object comma", doc("{,")),
        ("structure, escaped braces", doc("[\"\\{[\"\\{[\"\\{")), ("structure, lone E9", doc("", [0xE9])),
        ("structure, star", doc("*")), ("structure, hash and object", doc("{\"a\":\"b\"}#{}")),
        ("structure, escaped LF", doc("[\\u000A\"\"]")), ("structure, unfinished null", doc("[ false, nul")),
        ("structure, unfinished true", doc("[ false, tru")), ("structure, form feed", doc("[\u{0C}]")),
        ("structure, nested and unclosed", doc(String(repeating: "[{\"\":", count: 100))),
        ("space", doc(" ")),
    ]

    /// Valid JSON, as the suite's `y_` files have it, that must still read.
    static let valid: [String] = [
        "[]", "{}", "[[]   ]", "[1,-0,0.5e+3,-1E-2,1e1,0E0,-0.0e-0,123456789012345678901234567890]",
        #""\u00e9\uD83D\uDE00\\\/\b\f\n\r\t\"""#, "\"é😀\u{FF11}\u{2060}\"", #"{"":{"a":[null,true,false]}}"#,
        "  [ 1 , \"2\" , { \"k\" : [ ] } ]  ", "-0", "1.5e-10", #""\u0000""#, "\"\u{7F}\"",
        String(repeating: "[", count: 60) + String(repeating: "]", count: 60), #"{"a":1,"a":2}"#,
        #"[" ", "\u005C", "/", "\u2028\u2029"]"#, "\"\u{10FFFF}\u{E000}\u{FFFF}\"",
    ]

    func inArray(_ document: [UInt8]) -> [UInt8] {
        Self.doc("[{\"a\": 1},\n{\"a\": 2, \"x\": ") + document + Self.doc("},\n{\"a\": 3}]")
    }

    func inLines(_ document: [UInt8]) -> [UInt8] {
        Self.doc("{\"a\": 1}\n{\"a\": 2, \"x\": ") + document + Self.doc("}\n{\"a\": 3}\n")
    }

    /// The rows a run reads, or `nil` when the stream breaks; `chunk` serves the bytes a few at a
    /// time.
    func rows(_ bytes: [UInt8], format: InputFormat, chunk: Int? = nil) throws -> Fixtures.Outcome? {
        do {
            return try Fixtures.run(Self.yaml, bytes: bytes, path: "in", format: format, chunk: chunk)
        } catch is RunError {
            return nil
        }
    }

    @Test(arguments: invalid)
    func invalidValueIsNoDataInAnArray(_ name: String, _ document: [UInt8]) throws {
        guard let outcome = try rows(inArray(document), format: .json) else { return }
        #expect(outcome.rows == [["1"], ["3"]], "\(name)")
        #expect(outcome.rejects.first?.line == 2, "\(name)")
    }

    @Test(arguments: invalid)
    func invalidValueIsNoDataInNDJSON(_ name: String, _ document: [UInt8]) throws {
        let outcome = try #require(try rows(inLines(document), format: .ndjson))
        #expect(outcome.rows == [["1"], ["3"]], "\(name)")
        #expect(outcome.rejects.first?.line == 2, "\(name)")
    }

    @Test(arguments: valid)
    func validValueReads(_ document: String) throws {
        for format in [InputFormat.json, .ndjson] {
            let bytes = format == .json ? inArray(Array(document.utf8)) : inLines(Array(document.utf8))
            // A byte at a time, too: every check holds across a refill of the reader's buffer.
            for chunk in [nil, 1, 3] {
                let outcome = try #require(try rows(bytes, format: format, chunk: chunk))
                #expect(outcome.rows == [["1"], ["2"], ["3"]], "\(format) \(document)")
                #expect(outcome.rejects.isEmpty, "\(format) \(document)")
            }
        }
    }

    @Test(arguments: invalid)
    func invalidValueIsNoDataReadAByteAtATime(_ name: String, _ document: [UInt8]) throws {
        let outcome = try #require(try rows(inLines(document), format: .ndjson, chunk: 1))
        #expect(outcome.rows == [["1"], ["3"]], "\(name)")
    }

    @Test func whatIsWrongIsSaid() throws {
        let data = """
            {"a": 1, "x": 01}
            {"a": 2, "x": [1, tru]}
            {"a": 3, "x": "a\u{0}b"}
            {"a": 4, "x": {"k" 1}}
            {"a": 5, "x": }
            {"a": +1}
            {"a": }
            {"a": 8, "x": "\\q"}

            """
        var bytes = Array(data.utf8)
        bytes += Self.doc("{\"a\": 9, \"x\": \"", [0xC3, 0x28], "\"}\n")
        let outcome = try Fixtures.run(Self.yaml, bytes: bytes, path: "in", format: .ndjson)
        #expect(outcome.rows.isEmpty)
        #expect(
            outcome.rejects.map(\.description) == [
                "in:1: '01' is not a JSON value (a number, true, false, null or a quoted string)",
                "in:2: 'tru' is not a JSON value (a number, true, false, null or a quoted string)",
                "in:3: byte 0x00 inside a string (a control character: escape it as \\u0000)",
                "in:4: expected ':' after a key, found '1'",
                "in:5: expected a value, found '}'",
                "in:6: field 'a': '+1' is not a JSON value (a number, true, false, null or a quoted string)",
                "in:7: expected a value, found '}'",
                "in:8: bad escape 'q' after a backslash in a string (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                "in:9: " + ValueParser.invalidUTF8(subject: "a value the layout does not read"),
            ])
    }

    /// In an array, a token that is wrong where the structure holds rejects its record, and reading
    /// goes on; a broken structure stops the run.
    @Test func anArrayGoesOnAfterABadToken() throws {
        let outcome = try Fixtures.run(
            Self.yaml, #"[{"a": 1, "x": [NaN]}, {"a": 2}]"#, path: "in", format: .json)
        #expect(outcome.rows == [["2"]])
        #expect(outcome.rejects.map(\.line) == [1])
        #expect(throws: RunError.self) {
            try Fixtures.run(Self.yaml, #"[{"a": 1, "x": [1 2]}, {"a": 2}]"#, path: "in", format: .json)
        }
    }

    /// In UTF-16, an unpaired surrogate in a value the layout does not read rejects its record as
    /// one in a read value does, and the records around it keep their order and lines.
    @Test func anUnpairedSurrogateInAnUnreadValueOfUTF16IsNamed() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "input:\n", with: "input:\n  encoding: utf-16le\n")
        func utf16(_ text: String) throws -> [UInt8] { Array(try #require(text.data(using: .utf16LittleEndian))) }
        var bytes = try utf16("{\"a\": 1}\n{\"a\": 2, \"x\": \"")
        bytes += [0x00, 0xD8]
        bytes += try utf16("\"}\n{\"a\": \"y\"}\n{\"a\": 4, \"x\": 01}\n{\"a\": 5}\n")
        let outcome = try Fixtures.run(yaml, bytes: bytes, path: "in", format: .ndjson)
        #expect(outcome.rows == [["1"], ["5"]])
        #expect(
            outcome.rejects.map(\.description) == [
                "in:2: a value the layout does not read is not valid UTF-16 (an unpaired surrogate)",
                "in:3: field 'a': 'y' is not an int",
                "in:4: '01' is not a JSON value (a number, true, false, null or a quoted string)",
            ])
    }
}

import Testing

@_spi(Fuzzing) @testable import ReportGenCore

@Suite struct FixedDecimalTests {
    func d(_ s: String) throws -> FixedDecimal { try #require(FixedDecimal(parsing: s)) }

    @Test(arguments: ["12abc", "", "-", ".", "1.2.3", "1e3", " 1", "1 ", "0x10", "--1", "١٢"])
    func rejectsWhatIsNotADecimal(_ text: String) {
        #expect(FixedDecimal(parsing: text) == nil)
    }

    @Test func parsesSignsPointsAndKeepsScale() throws {
        #expect(try d("3.10").description == "3.10")
        #expect(try d("-0.5").description == "-0.5")
        #expect(try d("+7").description == "7")
        #expect(try d(".5").description == "0.5")
        #expect(try d("7.").description == "7")
        #expect(try d("1.50") == d("1.5"))
    }

    /// The mantissa is kept as two words: every 128-bit value, either sign, comes back whole,
    /// with its scale.
    @Test func keepsEveryBitOfItsMantissa() throws {
        let mantissas: [Int128] = [
            0, 1, -1, Int128(Int64.max), Int128(Int64.min), Int128(UInt64.max), -Int128(UInt64.max),
            Int128(UInt64.max) + 1, -(Int128(UInt64.max) + 1), Int128.max, Int128.min, -Int128.max,
        ]
        for mantissa in mantissas {
            for scale in [0, 2, FixedDecimal.maxScale] {
                let value = try #require(FixedDecimal(mantissa: mantissa, scale: scale))
                #expect(value.mantissa == mantissa)
                #expect(value.scale == scale)
                #expect(value.isNegative == (mantissa < 0))
            }
        }
        #expect(FixedDecimal(-42).mantissa == -42)
        #expect(FixedDecimal(Int64.min).mantissa == Int128(Int64.min))
    }

    /// Up to 19 bytes of digits are read as one 64-bit word, longer numbers word by word: the
    /// mantissa and scale are the same on either side of the boundary, and wherever the point is.
    @Test func parsesLongNumbersWordByWord() throws {
        let cases: [(text: String, mantissa: Int128, scale: Int)] = [
            ("9999999999999999999", 9_999_999_999_999_999_999, 0),  // 19 digits, one word
            ("-9999999999999999999", -9_999_999_999_999_999_999, 0),  // a sign and 19 digits
            ("99999999999999999999", 99_999_999_999_999_999_999, 0),  // 20 digits, two words
            ("123456789012345678.9", 1_234_567_890_123_456_789, 1),  // 20 bytes, the point at the end
            ("1234567890123456789.0", 12_345_678_901_234_567_890, 1),  // the point at the word boundary
            ("0.00000000000000000000000000001", 1, 29),
            ("0000000000000000000000000000000000000000001.5", 15, 1),  // leading zeros, many words
            ("170141183460469231731687303715884105727", Int128.max, 0),
            ("-170141183460469231731687303715884105727", -Int128.max, 0),
        ]
        for (text, mantissa, scale) in cases {
            let value = try d(text)
            #expect(value.mantissa == mantissa, "\(text)")
            #expect(value.scale == scale, "\(text)")
        }
        #expect(FixedDecimal(parsing: "170141183460469231731687303715884105728") == nil)  // Int128.max + 1
        #expect(FixedDecimal(parsing: "12345678901234567890.1.2") == nil)  // a second point in the second word
        #expect(FixedDecimal(parsing: "1234567890123456789x0") == nil)
        #expect(FixedDecimal(parsing: "0.0000000000000000000000000000001") == nil)  // 31 places
    }

    /// Texts of signs, digits, points and other bytes, short and long, read as the rule says:
    /// an optional sign, digits with at most one point, at least one digit, at most 30 places,
    /// a mantissa that fits; checked against a plain reading of that rule.
    @Test func readsRandomTextsAsTheRuleSays() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789012345678901234567890123456789..-+a ".utf8)
        var wrong: [String] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...(Bool.random(using: &generator) ? 8 : 45), using: &generator)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let parsed = bytes.withUnsafeBufferPointer { FixedDecimal(utf8: $0) }
            if parsed.map({ ($0.mantissa, $0.scale) }).map(String.init(describing:))
                != Self.plainReading(bytes).map(String.init(describing:))
            {
                wrong.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        #expect(wrong == [])
    }

    /// The rule of ``FixedDecimal/init(utf8:)``, read byte by byte with checked arithmetic.
    static func plainReading(_ bytes: [UInt8]) -> (Int128, Int)? {
        var rest = bytes[...]
        var negative = false
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        var mantissa: Int128 = 0
        var digits = 0
        var scale: Int?
        for byte in rest {
            if byte == UInt8(ascii: "."), scale == nil {
                scale = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, o1) = mantissa.multipliedReportingOverflow(by: 10)
            let (plus, o2) = times.addingReportingOverflow(Int128(byte - UInt8(ascii: "0")))
            guard !o1, !o2 else { return nil }
            mantissa = plus
            digits += 1
            if let places = scale { scale = places + 1 }
        }
        guard digits > 0, (scale ?? 0) <= 30 else { return nil }
        return (negative ? -mantissa : mantissa, scale ?? 0)
    }

    @Test func addsExactly() throws {
        #expect(try d("0.1").adding(d("0.2")) == d("0.3"))
        #expect(try d("560.19").adding(d("778.78"))?.description == "1338.97")
        #expect(try d("1").subtracting(d("0.01"))?.description == "0.99")
    }

    @Test func detectsOverflowInsteadOfTrapping() throws {
        let big = try d("99999999999999999999999999999999999999")  // 38 digits
        #expect(big.adding(big) == nil)
        #expect(big.multiplying(by: big) == nil)
        #expect(FixedDecimal(parsing: "999999999999999999999999999999999999999") == nil)  // 39 digits
        #expect(try d("1").dividing(by: d("0")) == nil)
        let scaled = try d("1234567890123456789012345678")
        #expect(scaled.adding(try d("0.0000000000001")) == nil)  // cannot align to 13 places in 38 digits
    }

    @Test func roundsHalfAwayFromZero() throws {
        #expect(try d("2.345").rounded(toPlaces: 2)?.description == "2.35")
        #expect(try d("-2.345").rounded(toPlaces: 2)?.description == "-2.35")
        #expect(try d("2.344").rounded(toPlaces: 2)?.description == "2.34")
        #expect(try d("3.1").rounded(toPlaces: 2)?.description == "3.10")
        #expect(try d("0.5").rounded(toPlaces: 0)?.description == "1")
    }

    @Test func dividesWithTwelvePlacesAndAvgExample() throws {
        // Twelve places, and a thirteenth that is not zero, cut: the exact quotient's digits.
        #expect(try d("1").dividing(by: d("3"))?.description == "0.3333333333333")
        #expect(try d("2").dividing(by: d("3"))?.description == "0.6666666666666")
        #expect(try d("1").dividing(by: d("4"))?.description == "0.250000000000")
        #expect(try d("-1").dividing(by: d("8"))?.description == "-0.125000000000")
        // avg of 1, 2, 2 with places 2 is 1.67
        #expect(try d("5").dividing(by: d("3"))?.rounded(toPlaces: 2)?.description == "1.67")
        #expect(try d("2").dividing(by: d("3"))?.rounded(toPlaces: 12)?.description == "0.666666666667")
    }

    /// A quotient is rounded once: its digits round as the exact quotient does, to any places up
    /// to those it shows, never through a quotient rounded first.
    @Test func aQuotientRoundsOnceAsTheExactQuotient() throws {
        // 0.0049999999995 to 2 places: 0.00 (rounded first to 12 places, it was 0.005, then 0.01).
        let almostHalf = try #require(d("0.01").subtracting(d("0.000000000001"))?.dividing(by: d("2")))
        #expect(almostHalf.rounded(toPlaces: 2)?.description == "0.00")
        #expect(try d("-0.009999999999").dividing(by: d("2"))?.rounded(toPlaces: 2)?.description == "0.00")
        // 0.49999999999975 to 0 places: 0.
        #expect(try d("1.999999999999").dividing(by: d("4"))?.rounded(toPlaces: 0)?.description == "0")
        // An exact half still rounds away from zero.
        #expect(try d("0.01").dividing(by: d("2"))?.rounded(toPlaces: 2)?.description == "0.01")
        #expect(try d("-1").dividing(by: d("2"))?.rounded(toPlaces: 0)?.description == "-1")
        // A large dividend over a divisor with places still gets the extra digit (the product
        // behind the division is taken in 256 bits): 100000000000.004999999999995 is .00.
        let large = try #require(d("20000000000000999999999999").dividing(by: d("200000000000000")))
        #expect(large.description == "100000000000.0049999999999")
        #expect(large.rounded(toPlaces: 2)?.description == "100000000000.00")
        let cents = try #require(d("1700.25").dividing(by: d("0.00000000000000003")))
        #expect(cents.rounded(toPlaces: 2)?.description == "56675000000000000000.00")
        // An operand of 30 places (the most) leaves the cut digit its room: 0.1249999…99666… is 0.12.
        let thirty = try #require(d("0.374999999999999999999999999999").dividing(by: d("3")))
        #expect(thirty.description == "0.124999999999999999999999999999")
        #expect(thirty.rounded(toPlaces: 2)?.description == "0.12")
        let tiny = "0.000000000000000000000000000003"
        #expect(try d(tiny).dividing(by: d("1"))?.description == tiny)
        // Against the exact quotient, for every a / b with small a and b, at every places 0...12.
        for a in -60...60 {
            for b in 1...24 {
                let quotient = try #require(FixedDecimal(Int64(a)).dividing(by: FixedDecimal(Int64(b))))
                for places in 0...12 {
                    // Exactly: a * 10^places / b, rounded half away from zero, in integers.
                    var scaled = Int128(a)
                    for _ in 0..<places { scaled *= 10 }
                    let (q, r) = scaled.quotientAndRemainder(dividingBy: Int128(b))
                    let exact = 2 * r.magnitude >= UInt128(b) ? q + (a < 0 ? -1 : 1) : q
                    #expect(quotient.rounded(toPlaces: places)?.mantissa == exact, "\(a)/\(b) to \(places)")
                }
            }
        }
    }

    @Test func largeQuotientsGiveUpPlacesForTheirIntegerDigits() throws {
        // 10^27 / 2 left no room for twelve places, and was an overflow.
        #expect(
            try d("1000000000000000000000000000").dividing(by: d("2"))?.description
                == "500000000000000000000000000.00000000000")
        let nines = String(repeating: "9", count: 37)
        #expect(try d(nines).dividing(by: d("1.00"))?.description == nines + ".0")
        #expect(
            try d("10000000000000000000000000000000000000").dividing(by: d("0.5"))?.description
                == "20000000000000000000000000000000000000")
        // A quotient no decimal holds is still none.
        #expect(try d(nines).dividing(by: d("0.001")) == nil)
        // Places beyond twelve are kept when an operand has them.
        #expect(try d("1.00000000000000").dividing(by: d("3"))?.description == "0.333333333333333")
    }

    @Test func formatsWithGrouping() throws {
        #expect(try d("1338.97").formatted(places: 2, grouping: true) == "1,338.97")
        #expect(try d("-1234567.891").formatted(places: 2, grouping: true) == "-1,234,567.89")
        #expect(try d("999").formatted(places: nil, grouping: true) == "999")
        #expect(try d("0.05").formatted(places: 1, grouping: true) == "0.1")
    }

    /// The text is written right to left with separators as the digits come: the edges of a
    /// group, the minimum grouping digits, separators of several bytes, signs and long mantissas.
    @Test func textGroupsFromTheLocalesMinimumAndMatchesAppend() throws {
        let swiss = NumberSymbols(decimal: ".", grouping: "\u{2019}", minimumGroupingDigits: 2)
        let french = NumberSymbols(decimal: ",", grouping: "\u{202F}")
        let cases: [(String, NumberSymbols, Int?, String)] = [
            ("0", .posix, 2, "0.00"), ("-0.5", .posix, nil, "-0.5"), ("100", .posix, 0, "100"),
            ("1000", .posix, 0, "1,000"), ("-999999.995", .posix, 2, "-1,000,000.00"),
            ("1234", swiss, 0, "1234"), ("12345", swiss, 0, "12\u{2019}345"), ("-1234.5", swiss, 1, "-1234.5"),
            ("1234567.891", french, 2, "1\u{202F}234\u{202F}567,89"),
            ("0.000000000000000000000000000001", .posix, nil, "0.000000000000000000000000000001"),
            (
                "-99999999999999999999999999999999999999", .posix, nil,
                "-99,999,999,999,999,999,999,999,999,999,999,999,999"
            ),
        ]
        for (text, symbols, places, expected) in cases {
            let value = try d(text)
            let made = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedDecimal.maxTextBytes) { room in
                let start = value.writeText(places: places, grouping: true, symbols: symbols, endingAt: room)
                return String(decoding: room[start...], as: UTF8.self)
            }
            #expect(made == expected, "\(text)")
            var appended: [UInt8] = []
            value.append(places: places, grouping: true, symbols: symbols, to: &appended)
            #expect(String(decoding: appended, as: UTF8.self) == expected, "\(text)")
        }
    }

    /// Digits are written two a division where no separator falls between them: every count of
    /// integer digits and places, odd and even, with and without grouping, in both mantissa
    /// widths, reads as the digits spelled one by one.
    @Test func writesEveryCountOfDigitsAsSpelled() throws {
        var mismatches: [String] = []
        for digits in 1...38 {
            for places in [0, 1, 2, 3, 4, 7] where places < digits {
                for lead in ["1", "9"] {
                    for sign in ["", "-"] {
                        let spelled = lead + String(repeating: "0", count: max(0, digits - 2)) + (digits > 1 ? "7" : "")
                        let integer = String(spelled.dropLast(places))
                        let fraction = String(spelled.suffix(places))
                        let plain = sign + integer + (places > 0 ? "." + fraction : "")
                        var grouped = ""
                        for (offset, character) in integer.enumerated() {
                            if offset > 0, (integer.count - offset) % 3 == 0 { grouped += "," }
                            grouped.append(character)
                        }
                        let groupedText = sign + grouped + (places > 0 ? "." + fraction : "")
                        let value = try d(plain)
                        if value.formatted(places: nil, grouping: false) != plain { mismatches.append(plain) }
                        if value.formatted(places: nil, grouping: true) != groupedText {
                            mismatches.append(groupedText)
                        }
                    }
                }
            }
        }
        #expect(mismatches == [])
    }

    @Test func comparesAcrossScales() throws {
        #expect(try d("1.5") < d("1.51"))
        #expect(try d("-3") < d("-2.99"))
        let big = try d("99999999999999999999999999999999999999")
        #expect(try d("0.000000000000000000000000000001") < big)
    }

    @Test func roundsToTensAndHundredsWithNegativePlaces() throws {
        #expect(try d("15").rounded(toSignedPlaces: -1)?.description == "20")
        #expect(try d("-15").rounded(toSignedPlaces: -1)?.description == "-20")
        #expect(try d("14.999").rounded(toSignedPlaces: -1)?.description == "10")
        #expect(try d("-0.001").rounded(toSignedPlaces: -2)?.description == "0")
        #expect(try d("2.345").rounded(toSignedPlaces: 2)?.description == "2.35")
        #expect(try d("45").rounded(toSignedPlaces: -39)?.description == "0")
        #expect(
            try d("99999999999999999999999999999999999999").rounded(toSignedPlaces: -37)?.description
                == "100000000000000000000000000000000000000")
        // Beyond the 128-bit mantissa (about ±1.7 × 10^38): nil, for the caller to report.
        #expect(try d("150000000000000000000000000000000000000").rounded(toSignedPlaces: -38) == nil)
        #expect(try d("-170141183460469231731687303715884105725").rounded(toSignedPlaces: -1) == nil)
        #expect(
            try d("-12345678901234567890123456789012345678").rounded(toSignedPlaces: -37)?.description
                == "-10000000000000000000000000000000000000")
    }
}

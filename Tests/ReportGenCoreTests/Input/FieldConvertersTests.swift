import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// Fields compiled into converters read every text exactly as ``ValueParser/convertText(_:field:)``
/// reads it for the field — the same value, the same scale, the same refusal — and the common
/// kinds compile to the paths that read them without the field's plan.
@Suite struct FieldConvertersTests {
    static func field(
        _ type: FieldType, places: Int? = nil, pattern: String? = nil, optional: Bool = false,
        enumValues: [([UInt8], String)] = [], isUsed: Bool = true, nullValues: [String]? = nil
    ) -> InputPlan.Field {
        var field = InputPlan.Field(
            name: "f", column: "f", type: type, places: places,
            pattern: pattern.flatMap { try? DatePattern.parse($0).get() }, optional: optional,
            enumValues: enumValues.map { ($0.0, .string($0.1)) }, isUsed: isUsed)
        field.nullTexts = nullValues.map { $0.map { Array($0.utf8) } }
        return field
    }

    /// A value with its case and, for a decimal, its scale: `3.10` is not `3.1` here.
    static func exactly(_ value: Value?) -> String {
        switch value {
        case nil: return "no value"
        case .decimal(let d)?: return "decimal \(d.mantissa) scale \(d.scale)"
        case .string(let s)?: return "string \(Array(s.utf8))"
        case let other?: return "\(other.type) \(other)"
        }
    }

    static let texts: [[UInt8]] =
        [
            "", "1", "1.5", "1.50", "1.500", "1.505", "-0", ".5", "5.", "+1.2", " 1", "1e3", "abc",
            "12345678901234567890.25", "-9223372036854775808", "9223372036854775808", "2016-04-01", "2016-02-30",
            "01/04/2016", "2016-4-01", "A", "P", "a", "ABCDEFGH", "ABCDEFG", "ABCDEFGHI", "yes", "NA", "héllo",
            "Mark's Work Wearhouse", "The Extraordinarily Long Named Hardware Store", "2016-04-01T09:30:00Z",
        ].map { Array($0.utf8) } + [[0x41, 0x00], [0xFF], [0x41, 0xC3], Array(repeating: 0x41, count: 33)]

    static let fields: [(InputPlan.Field, FieldConverters.Converter.Kind)] = [
        (field(.decimal), .decimal), (field(.decimal, places: 2), .decimal), (field(.decimal, places: 0), .decimal),
        (field(.decimal, places: 2, optional: true), .decimal), (field(.date), .isoDate),
        (field(.date, pattern: "yyyy-MM-dd"), .isoDate), (field(.date, pattern: "dd/MM/yyyy"), .general),
        (field(.int), .int), (field(.int, optional: true), .int), (field(.string), .string),
        (field(.string, optional: true), .string), (field(.string, isUsed: false), .unusedString),
        (field(.bool), .general), (field(.datetime), .general),
        (field(.enum, enumValues: [(Array("A".utf8), "Authorized"), (Array("P".utf8), "Posted")]), .byteEnum),
        // One byte each, the first of two equal values winning; a byte above 0x7F among them.
        (field(.enum, enumValues: [([0x41], "first"), ([0xFF], "high"), ([0x41], "second")]), .byteEnum),
        (field(.enum, enumValues: [(Array("A".utf8), "one"), (Array("AB".utf8), "two")]), .shortEnum),
        // The first of two equal raw values wins; a NUL byte is not the end of the text.
        (
            field(
                .enum,
                enumValues: [
                    ([0x41], "first"), ([0x41], "second"), ([0x41, 0x00], "with NUL"),
                    (Array("ABCDEFGH".utf8), "eight"),
                ]), .shortEnum
        ),
        (field(.enum, enumValues: [(Array("ABCDEFGHI".utf8), "nine"), ([0x41], "a")]), .general),
        (field(.decimal, places: 2, nullValues: ["NA"]), .general), (field(.string, nullValues: ["", "NA"]), .general),
    ]

    @Test func convertsEveryTextAsTheValueParserDoes() {
        let fields = Self.fields.map(\.0)
        let converters = FieldConverters(fields: fields, columns: Array(0..<fields.count))
        #expect(converters.converters.map(\.kind) == Self.fields.map(\.1))
        var differences: [String] = []
        // Twice over, so that the strings come from the cache the second time.
        for _ in 0..<2 {
            for (index, field) in fields.enumerated() {
                for text in Self.texts {
                    text.withUnsafeBufferPointer { b in
                        let compiled = converters.value(of: b, field: index, converters.converters[index])
                        let parsed = ValueParser.convertText(b, field: field)
                        if Self.exactly(compiled) != Self.exactly(parsed) {
                            differences.append(
                                "field \(index), \(text): \(Self.exactly(compiled)), not \(Self.exactly(parsed))")
                        }
                    }
                }
            }
        }
        #expect(differences == [])
    }

    /// Converting into a slot leaves it holding what ``FieldConverters/value(of:field:_:)`` returns,
    /// whatever it held before: the same label (left as it is), another label, another case, a
    /// long text, null.
    @Test func convertingIntoASlotLeavesItsValueWhateverItHeld() {
        let fields = Self.fields.map(\.0)
        let converters = FieldConverters(fields: fields, columns: Array(0..<fields.count))
        let before: [Value] = [
            .null, .string("Authorized"), .string("Posted"), .string("first"), .int(7),
            .decimal(FixedDecimal(unchecked: 311, scale: 2)), .string(String(repeating: "long text ", count: 4)),
        ]
        var differences: [String] = []
        for (index, _) in fields.enumerated() {
            for text in Self.texts {
                for old in before {
                    text.withUnsafeBufferPointer { b in
                        let expected = converters.value(of: b, field: index, converters.converters[index])
                        var slots = [old]
                        let converted = slots.withUnsafeMutableBufferPointer { slots in
                            converters.convert(b, field: index, converters.converters[index], into: slots.baseAddress!)
                        }
                        let got: Value? = converted ? slots[0] : nil
                        if Self.exactly(got) != Self.exactly(expected) {
                            differences.append(
                                "field \(index), \(text) over \(old): \(Self.exactly(got)), not \(Self.exactly(expected))"
                            )
                        }
                        if !converted, Self.exactly(slots[0]) != Self.exactly(old) {
                            differences.append("field \(index), \(text): a failed conversion changed the slot")
                        }
                    }
                }
            }
        }
        #expect(differences == [])
    }

    @Test func aFieldNotInTheStreamIsNull() {
        let converters = FieldConverters(fields: [Self.field(.decimal, optional: true)], columns: [-1])
        #expect(converters.converters.map(\.kind) == [.absent])
        let value = Array("x".utf8).withUnsafeBufferPointer {
            converters.value(of: $0, field: 0, converters.converters[0])
        }
        #expect(Self.exactly(value) == "null ")
    }
}

import Foundation
import Testing

@testable import ReportGenCore

/// An INTEGER or REAL cell read into a decimal field without its text gives exactly what its text
/// gives (the same value and scale), and a REAL whose shortest text has more places than the field
/// is left to the text, which refuses it as before.
@Suite struct DatabaseRecordReaderTests {
    static func decimalField(places: Int?) -> InputPlan.Field {
        InputPlan.Field(
            name: "f", column: "f", type: .decimal, places: places, pattern: nil, optional: false, enumValues: [],
            isUsed: true)
    }

    /// What the text of `value` reads as in the field: the path taken before cells were typed.
    static func throughText(_ value: Double, places: Int?) -> String {
        var digits = Array(DatabaseRecordReader.positionalText(value).utf8)
        let read = digits.withUnsafeMutableBufferPointer { buffer in
            ValueParser.convertNumber(UnsafeBufferPointer(buffer), field: decimalField(places: places))
        }
        return FieldConvertersTests.exactly(try? read.get())
    }

    static func typed(_ value: Double, places: Int) -> String? {
        DatabaseRecordReader.decimal(value, places: places).map { FieldConvertersTests.exactly(.decimal($0)) }
    }

    @Test(arguments: [0, 1, 2, 4, 8, 15])
    func aRealReadsAsItsShortestText(_ places: Int) {
        var generator = SeededGenerator(seed: UInt64(places + 1))
        var typedCount = 0
        for step in 0..<50_000 {
            let value: Double
            switch step % 4 {
            case 0:
                // Amounts stored as REAL: a decimal of the field's places, or fewer.
                let digits = Int.random(in: 0...places, using: &generator)
                value =
                    Double(Int64.random(in: -9_999_999_999...9_999_999_999, using: &generator))
                    / pow(10, Double(digits))
            case 1: value = Double.random(in: -1e6...1e6, using: &generator)
            case 2:
                // Near where doubles grow apart: 2^52 units of the last place.
                value = Double(Int64.random(in: (1 << 51)...(1 << 54), using: &generator)) / pow(10, Double(places))
            default: value = Double(bitPattern: UInt64.random(in: .min ... .max, using: &generator))
            }
            let text = Self.throughText(value, places: places)
            if let typed = Self.typed(value, places: places) {
                typedCount += 1
                #expect(typed == text, "\(value) with \(places) places")
            }
        }
        #expect(typedCount > 5_000, "most amounts take the typed path")
        // A value with more places than the field: the text decides, and refuses.
        #expect(Self.typed(0.1 + 0.2, places: 2) == nil)
        #expect(Self.throughText(0.1 + 0.2, places: 2) == "no value")
        #expect(Self.typed(.nan, places: places) == nil)
        #expect(Self.typed(-.infinity, places: places) == nil)
    }

    @Test func anIntegerReadsAsItsText() {
        var generator = SeededGenerator(seed: 77)
        for places in [nil, 0, 2, 7, 18, 19, 30] {
            for step in 0..<5_000 {
                let n: Int64 =
                    step < 4
                    ? [.min, .max, 0, -1][step]
                    : Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...62, using: &generator)
                var digits = Array(String(n).utf8)
                let text = digits.withUnsafeMutableBufferPointer { buffer in
                    FieldConvertersTests.exactly(
                        try? ValueParser.convertNumber(
                            UnsafeBufferPointer(buffer), field: Self.decimalField(places: places)
                        ).get())
                }
                if let typed = DatabaseRecordReader.decimal(n, places: places) {
                    #expect(
                        FieldConvertersTests.exactly(.decimal(typed)) == text,
                        "\(n) with \(places.map(String.init) ?? "no") places")
                }
            }
        }
        #expect(
            DatabaseRecordReader.decimal(12, places: 2).map { FieldConvertersTests.exactly(.decimal($0)) }
                == "decimal 1200 scale 2")
    }
}

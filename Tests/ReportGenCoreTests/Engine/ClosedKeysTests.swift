import Foundation
import Testing

@testable import ReportGenCore

/// The compact closed keys find what a dictionary of ``GroupKey``s finds, and nothing else.
@Suite struct ClosedKeysTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func findsWhatADictionaryFinds(_ seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var keys = ClosedKeys()
        var reference: [GroupKey: ClosedKeys.Place] = [:]
        func randomKey() -> Value {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return .int(Int64.random(in: -500...500, using: &generator))
            case 1:
                // Numbers are one key by value: 12 and 12.00 are the same.
                let scale = Int.random(in: 0...3, using: &generator)
                var mantissa = Int128(Int.random(in: -500...500, using: &generator))
                for _ in 0..<scale { mantissa *= 10 }
                return .decimal(FixedDecimal(mantissa: mantissa, scale: scale)!)
            case 2: return .string("k\(Int.random(in: 0..<800, using: &generator))")
            case 3: return .date(CivilDate(daysSinceEpoch: Int.random(in: 0..<400, using: &generator)))
            case 4: return Bool.random(using: &generator) ? .null : .bool(Bool.random(using: &generator))
            default:
                // Canonically equivalent texts are one key: é precomposed and decomposed.
                return .string(Bool.random(using: &generator) ? "caf\u{E9}" : "cafe\u{301}")
            }
        }
        for step in 0..<20_000 {
            let key = randomKey()
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let place = ClosedKeys.Place(source: step % 5 == 0 ? nil : step % 3, line: step)
                keys.insert(key, at: place)
                if reference[GroupKey(value: key)] == nil { reference[GroupKey(value: key)] = place }
            }
            #expect(keys.place(of: key) == reference[GroupKey(value: key)], "step \(step): \(key)")
            if step == 10_000 {
                keys.removeAll()
                reference.removeAll()
                #expect(keys.isEmpty)
            }
        }
        #expect(keys.count == reference.count)
    }

    @Test func manyKeysStayCompact() {
        var keys = ClosedKeys()
        for i in 0..<200_000 { keys.insert(.string("key-\(i)"), at: ClosedKeys.Place(source: 0, line: i + 2)) }
        #expect(keys.count == 200_000)
        #expect(keys.place(of: .string("key-177777")) == ClosedKeys.Place(source: 0, line: 177_779))
        #expect(keys.place(of: .string("key-200000")) == nil)
        // 8 bytes of hash, 4 of place, 12 of key (room for up to twice that as the array grows)
        // and a slot or two of 8: not 200.
        #expect(keys.storedBytes < 80 * 200_000)
    }
}

import Testing

@testable import ReportGenCore

/// ``Value/sameRepresentation(_:_:)`` says `true` only for equal values: a reader skips writing a
/// value over one it says is the same, so a wrong `true` would keep a stale value.
@Suite struct ValueIdentityTests {
    static let long = String(repeating: "a long description ", count: 3)

    static let values: [Value] = [
        .null, .bool(false), .bool(true), .int(0), .int(1), .int(-1), .decimal(FixedDecimal(0)),
        .decimal(FixedDecimal(unchecked: 311, scale: 2)), .decimal(FixedDecimal(unchecked: 3110, scale: 3)),
        .decimal(FixedDecimal(unchecked: -311, scale: 2)), .string(""), .string("debit"), .string("credit"),
        .string("Authorized"), .string(long), .string(long + "!"), .date(CivilDate(daysSinceEpoch: 0)),
        .date(CivilDate(daysSinceEpoch: 16_892)), .datetime(Timestamp(seconds: 0)),
        .datetime(Timestamp(seconds: 0, utcOffset: nil)), .datetime(Timestamp(seconds: 0, utcOffset: 3600)),
        .datetime(Timestamp(seconds: 1, nanoseconds: 5)),
    ]

    static func same(_ a: Value, _ b: Value) -> Bool {
        var a = a
        var b = b
        return withUnsafePointer(to: &a) { a in withUnsafePointer(to: &b) { b in Value.sameRepresentation(a, b) } }
    }

    @Test func neverSaysTheSameForDifferentValues() {
        for (i, a) in Self.values.enumerated() {
            for (j, b) in Self.values.enumerated() where i != j {
                #expect(!Self.same(a, b), "\(a) and \(b)")
            }
        }
    }

    @Test func aValueAndItsCopiesHaveTheSameRepresentation() {
        for value in Self.values {
            let copy = value
            #expect(Self.same(value, copy), "\(value)")
        }
    }

    @Test func slotsInAnArrayCompareWhereTheyLie() {
        let label = Value.string(Self.long)
        var slots: [Value] = [.null, label, .string("other")]
        let labels = FixedBuffer([label])
        slots.withUnsafeMutableBufferPointer { slots in
            #expect(!Value.sameRepresentation(slots.baseAddress!, labels.pointer(at: 0)))
            #expect(Value.sameRepresentation(slots.baseAddress! + 1, labels.pointer(at: 0)))
            #expect(!Value.sameRepresentation(slots.baseAddress! + 2, labels.pointer(at: 0)))
        }
    }

    /// ``Value/store(_:in:)`` writes over a plain value and replaces a text: every value stored
    /// over every other (texts short and long among them) reads back as itself.
    @Test func storeLeavesTheNewValueWhateverTheSlotHeld() {
        var mismatches: [String] = []
        for old in Self.values {
            for new in Self.values {
                let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
                slot.initialize(to: old)
                Value.store(new, in: slot)
                if slot.pointee != new { mismatches.append("\(new) over \(old)") }
                slot.deinitialize(count: 1)
                slot.deallocate()
            }
        }
        #expect(mismatches == [])
    }
}

import Testing

@testable import ReportGenCore

/// The scalar payloads of ``Value`` copy as plain bits: records, rows and held values are copied
/// and moved between threads by the million, and only a `.string` may cost a reference count.
@Suite struct TrivialValuesTests {
    @Test func scalarPayloadsAreTriviallyCopyable() {
        #expect(_isPOD(FixedDecimal.self))
        #expect(_isPOD(CivilDate.self))
        #expect(_isPOD(Timestamp.self))
        #expect(!_isPOD(Value.self), "a Value may hold a String")
    }

    /// A value is its payload and a tag: no boxes, so a record of N slots is one allocation.
    @Test func aValueIsStoredInline() {
        let widest = max(
            MemoryLayout<FixedDecimal>.size, MemoryLayout<Timestamp>.size, MemoryLayout<String>.size,
            MemoryLayout<Int64>.size)
        #expect(MemoryLayout<Value>.size <= widest + 1)
    }
}

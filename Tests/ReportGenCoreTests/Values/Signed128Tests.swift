import Testing

@testable import ReportGenCore

/// The package's 128-bit integers against the standard library's `Int128` and `UInt128` (on Linux,
/// where those need no newer system): every operation over edge and random values gives the same
/// value and the same overflow.
@Suite struct Signed128Tests {
    static func int128(_ value: Signed128) -> Int128 { Int128(value.high) << 64 | Int128(value.low) }
    static func uint128(_ value: Unsigned128) -> UInt128 { UInt128(value.high) << 64 | UInt128(value.low) }
    static func signed(_ value: Int128) -> Signed128 {
        Signed128(high: Int64(truncatingIfNeeded: value >> 64), low: UInt64(truncatingIfNeeded: value))
    }
    static func unsigned(_ value: UInt128) -> Unsigned128 {
        Unsigned128(high: UInt64(truncatingIfNeeded: value >> 64), low: UInt64(truncatingIfNeeded: value))
    }

    /// Where the arithmetic changes: zero, ±1, the word and half-word bounds, powers of ten, the ends.
    static let edges: [Int128] = {
        var values: [Int128] = [0, 1, -1, 2, -2, 10, -10, .max, .min, .max - 1, .min + 1]
        for bits in [31, 32, 62, 63, 64, 65, 95, 96, 126] {
            let power = Int128(1) << bits
            values += [power, power - 1, power + 1, -power, -power + 1, -power - 1]
        }
        var ten: Int128 = 1
        for _ in 0...38 {
            values += [ten, -ten, ten - 1, -(ten - 1)]
            ten = ten.multipliedReportingOverflow(by: 10).partialValue
        }
        return values
    }()

    static func random(_ generator: inout SeededGenerator) -> Int128 {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return edges[Int.random(in: 0..<edges.count, using: &generator)]
        case 1: return Int128(Int64.random(in: .min ... .max, using: &generator))
        case 2: return Int128(Int32.random(in: .min ... .max, using: &generator))
        default:
            return Int128(Int64.random(in: .min ... .max, using: &generator)) << 64
                | Int128(UInt64.random(in: 0 ... .max, using: &generator))
        }
    }

    static func check(_ a: Int128, _ b: Int128) {
        let x = signed(a)
        let y = signed(b)
        #expect(int128(x) == a)
        #expect((x < y) == (a < b) && (x == y) == (a == b), "\(a) \(b)")
        let sum = x.addingReportingOverflow(y)
        let expectedSum = a.addingReportingOverflow(b)
        #expect(
            int128(sum.partialValue) == expectedSum.partialValue && sum.overflow == expectedSum.overflow, "\(a) + \(b)")
        let difference = x.subtractingReportingOverflow(y)
        let expectedDifference = a.subtractingReportingOverflow(b)
        #expect(
            int128(difference.partialValue) == expectedDifference.partialValue
                && difference.overflow == expectedDifference.overflow, "\(a) - \(b)")
        let product = x.multipliedReportingOverflow(by: y)
        let expectedProduct = a.multipliedReportingOverflow(by: b)
        #expect(
            int128(product.partialValue) == expectedProduct.partialValue
                && product.overflow == expectedProduct.overflow, "\(a) * \(b)")
        if b != 0, !(a == .min && b == -1) {
            let (q, r) = x.quotientAndRemainder(dividingBy: y)
            let (eq, er) = a.quotientAndRemainder(dividingBy: b)
            #expect(int128(q) == eq && int128(r) == er, "\(a) / \(b)")
        }
        #expect(uint128(x.magnitude) == a.magnitude)
        #expect(x.exactInt64 == Int64(exactly: a))
        if a != .min { #expect(int128(-x) == -a) }
        #expect(Signed128(magnitude: x.magnitude, negative: a < 0) == x)
        // Unsigned: the full-width product, and division, plain and full-width.
        let m = x.magnitude
        let n = y.magnitude
        let wide = m.multipliedFullWidth(by: n)
        let expectedWide = a.magnitude.multipliedFullWidth(by: b.magnitude)
        #expect(uint128(wide.high) == expectedWide.high && uint128(wide.low) == expectedWide.low, "\(a) * \(b) wide")
        #expect((m < n) == (a.magnitude < b.magnitude))
        if b != 0 {
            let (q, r) = m.quotientAndRemainder(dividingBy: n)
            let (eq, er) = a.magnitude.quotientAndRemainder(dividingBy: b.magnitude)
            #expect(uint128(q) == eq && uint128(r) == er, "\(a.magnitude) / \(b.magnitude)")
            // (m · k) / n for a k that keeps the quotient in range: the high half below n.
            let k = UInt128(UInt64(truncatingIfNeeded: a)) | 1
            let (high, low) = a.magnitude.multipliedFullWidth(by: k)
            if high < b.magnitude {
                let (fq, fr) = n.dividingFullWidth((high: unsigned(high), low: unsigned(low)))
                let (efq, efr) = b.magnitude.dividingFullWidth((high: high, low: low))
                #expect(uint128(fq) == efq && uint128(fr) == efr, "(\(a.magnitude) * \(k)) / \(b.magnitude)")
            }
        }
    }

    @Test func edgeValuesAgreeWithInt128() {
        for a in Self.edges {
            for b in Self.edges { Self.check(a, b) }
        }
    }

    @Test func randomValuesAgreeWithInt128() {
        var generator = SeededGenerator(seed: 0x1128)
        for _ in 0..<50_000 { Self.check(Self.random(&generator), Self.random(&generator)) }
    }
}

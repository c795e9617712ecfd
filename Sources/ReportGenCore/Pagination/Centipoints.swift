/// Page geometry in hundredths of a point, as integers: heights add up exactly, so which row lands
/// on which page never depends on rounding. (Layout values are decimals; no binary floating point
/// is used for geometry or values.)
enum Centipoints {
    /// A length in points as hundredths of a point, rounded half away from zero; `nil` when it does
    /// not fit in an `Int`.
    static func from(_ points: FixedDecimal) -> Int? {
        guard let rounded = points.rounded(toPlaces: 2) else { return nil }
        return rounded.wideMantissa.exactInt64.flatMap { Int(exactly: $0) }
    }

    /// `12.5` for 1250: the shortest decimal text, as PDF operands and messages show lengths.
    static func text(_ value: Int) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(value)`'s bytes.
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        Int64(magnitude / 100).append(to: &bytes)
        let fraction = Int(magnitude % 100)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }
}

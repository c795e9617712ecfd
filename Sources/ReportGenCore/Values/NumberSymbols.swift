/// How a locale writes the separators of a number (CLDR's symbols): `1,234.56`, `1.234,56`,
/// `1 234,56`. The minus sign stays ASCII `-` in every locale.
public struct NumberSymbols: Hashable, Sendable {
    /// The decimal separator: `.` or `,`.
    public var decimal: UInt8
    /// The grouping separator as UTF-8: `,` `.` `’`, a no-break space (U+00A0) or a narrow no-break
    /// space (U+202F).
    public var grouping: [UInt8]
    /// CLDR's minimum grouping digits: with 2, a number groups only from five integer digits on
    /// (`1234` but `12 345`).
    public var minimumGroupingDigits: Int

    /// Creates symbols.
    public init(decimal: Character, grouping: Character, minimumGroupingDigits: Int = 1) {
        self.decimal = decimal.asciiValue ?? UInt8(ascii: ".")
        self.grouping = Array(String(grouping).utf8)
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    /// `1,234.56`: the POSIX locale, the default.
    public static let posix = NumberSymbols(decimal: ".", grouping: ",")

    /// Whether a number with `integerDigits` digits before the point is grouped.
    @inline(__always)
    func groups(_ integerDigits: Int) -> Bool { integerDigits >= 3 + minimumGroupingDigits }
}

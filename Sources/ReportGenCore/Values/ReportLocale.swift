/// The top-level `locale:`: month and weekday names in date patterns, and the separators of
/// number formats, in templates and in the renderers' own formatting. Typed rows (JSON, NDJSON)
/// do not depend on it.
///
/// Built from a small table of CLDR data of our own (no `DateFormatter`), so output is the same
/// on every platform. A language alone (`de`) is its main country's variant (`de-DE`); a region
/// changes what CLDR says it changes, such as `de-CH` writing `1’234.56` and `de-AT` "Jänner".
///
/// ```swift
/// let german = ReportLocale(identifier: "de-DE")!
/// german.numbers.decimal // UInt8(ascii: ",")
/// german.names.months[11] // "Dezember"
/// ```
public struct ReportLocale: Hashable, Sendable {
    /// The identifier, as listed in ``identifiers``.
    public let identifier: String
    /// Month and weekday names.
    public let names: DateNames
    /// Decimal and grouping separators.
    public let numbers: NumberSymbols

    init(identifier: String, names: DateNames, numbers: NumberSymbols) {
        self.identifier = identifier
        self.names = names
        self.numbers = numbers
    }

    /// The locale with this identifier (`de`, `de-DE`, `fr-CH`, …); `nil` when the table does not
    /// know it. Spelling counts: `de-DE`, not `de_de`.
    public init?(identifier: String) {
        guard let locale = Self.table[identifier] else { return nil }
        self = locale
    }

    /// `en-US-POSIX`: English names, `1,234.56`; the default, and today's output byte for byte.
    public static let posix = ReportLocale(identifier: "en-US-POSIX", names: .english, numbers: .posix)

    /// Every identifier a layout may name, in the table's order.
    public static let identifiers: [String] = Self.entries.map(\.identifier)

    /// The language tag an HTML page declares: `en` for the default, else the identifier.
    public var languageTag: String { self == .posix ? "en" : identifier }

    private static let table: [String: ReportLocale] = Dictionary(
        entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}

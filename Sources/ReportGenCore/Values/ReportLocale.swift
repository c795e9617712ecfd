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
///
/// A value is a position in the table (one byte), so plans and patterns carry it with no
/// reference to count.
struct ReportLocale: Hashable, Sendable {
    /// One row of the table. Its names are built the first time a layout asks for them (each
    /// locale's `DateNames` is a lazy static): a run builds its own locale's alone, not the
    /// table's every list of spellings.
    struct Entry: Sendable {
        var identifier: String
        var names: @Sendable () -> DateNames
        var numbers: NumberSymbols

        init(identifier: String, names: @autoclosure @escaping @Sendable () -> DateNames, numbers: NumberSymbols) {
            self.identifier = identifier
            self.names = names
            self.numbers = numbers
        }
    }

    private let index: UInt8

    /// The locale with this identifier (`de`, `de-DE`, `fr-CH`, …); `nil` when the table does not
    /// know it. Spelling counts: `de-DE`, not `de_de`.
    init?(identifier: String) {
        guard let index = Self.identifiers.firstIndex(of: identifier) else { return nil }
        self.index = UInt8(truncatingIfNeeded: index)
    }

    /// `en-US-POSIX`: English names, `1,234.56`; the default, and today's output byte for byte.
    static let posix = ReportLocale(identifier: "en-US-POSIX") ?? ReportLocale(index: 0)

    private init(index: UInt8) {
        self.index = index
    }

    /// Every identifier a layout may name, in the table's order.
    static let identifiers: [String] = ReportLocale.entries.map(\.identifier)

    /// The identifier, as listed in ``identifiers``.
    var identifier: String { Self.entries[Int(index)].identifier }
    /// Month and weekday names.
    var names: DateNames { Self.entries[Int(index)].names() }
    /// Decimal and grouping separators.
    var numbers: NumberSymbols { Self.entries[Int(index)].numbers }

    /// The language tag an HTML page declares: `en` for the default, else the identifier.
    var languageTag: String { self == .posix ? "en" : identifier }
}

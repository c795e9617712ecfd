/// The top-level `locale:`: month and weekday names in date patterns, and the separators of
/// number formats, in templates and in the renderers' own formatting. Typed rows (JSON, NDJSON)
/// do not depend on it.
///
/// Built from the Unicode CLDR's data, generated into a table of our own by
/// `Scripts/generate-locales.py` (no `DateFormatter`), so output is the same on every platform.
/// Every CLDR locale with Gregorian names is there. A language alone (`de`) is CLDR's own
/// default for it (`de-DE`); a region changes what CLDR says it changes, such as `de-CH` writing
/// `1’234.56` and `de-AT` "Jänner".
///
/// ```swift
/// let german = ReportLocale(identifier: "de-DE")!
/// german.numbers.decimal // UInt8(ascii: ",")
/// german.names.months[11] // "Dezember"
/// ```
///
/// A value is a position in the table and the locale's separators (two words, no reference to
/// count). Everything else a locale has, its names and its number patterns, is decoded from its
/// record the first time a layout asks for it, and kept: a run decodes its own locale alone, not
/// the table's thousand.
struct ReportLocale: Hashable, Sendable {
    private let index: UInt16
    /// Decimal and grouping separators.
    let numbers: NumberSymbols

    /// The locale with this identifier (`de`, `de-DE`, `fr-CH`, `hi-IN`, …); `nil` when CLDR does
    /// not know it. Spelling counts: `de-DE`, not `de_de`.
    init?(identifier: String) {
        guard let index = Self.position(of: identifier) else { return nil }
        self.init(index: index)
    }

    /// `en-US-POSIX`: English names, `1,234.56`; the default, and today's output byte for byte.
    static let posix = ReportLocale(index: posixIndex)

    private init(index: Int) {
        self.index = UInt16(truncatingIfNeeded: index)
        numbers = index == Self.posixIndex ? .posix : LocaleRecord(Self.records[index]).numbers
    }

    /// Where `identifier` is in the sorted ``identifiers``, by binary search.
    private static func position(of identifier: String) -> Int? {
        let all = identifiers
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle] < identifier {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < all.count && all[low] == identifier ? low : nil
    }

    /// The identifier, as listed in ``identifiers``.
    var identifier: String { Self.identifiers[Int(index)] }
    /// Month and weekday names.
    var names: DateNames { data.names }
    /// The number patterns and symbols of `format:` (currency, percent, signs).
    var patterns: LocalePatterns { data.patterns }

    /// The language tag an HTML page declares: `en` for the default, else the identifier.
    var languageTag: String { self == .posix ? "en" : identifier }

    private var data: LocaleData { LocaleData.decoded(at: Int(index)) }
}

/// One locale's names and patterns, decoded from its record once and shared.
final class LocaleData: Sendable {
    let names: DateNames
    let patterns: LocalePatterns

    private init(index: Int) {
        let record = LocaleRecord(ReportLocale.records[index])
        let identifier = ReportLocale.identifiers[index]
        // Every locale also reads the English names (English itself needs no second copy).
        let english = identifier == "en" ? nil : LocaleData.decoded(at: Self.englishIndex).names
        names = record.names(identifier: identifier, alsoReading: english)
        patterns = record.patterns(
            numbers: index == ReportLocale.posixIndex ? .posix : record.numbers)
    }

    private static let englishIndex = ReportLocale.identifiers.firstIndex(of: "en") ?? 0

    private static let cache = LockedValue<[Int: LocaleData]>([:])

    /// The locale at `index`, decoded the first time it is asked for.
    static func decoded(at index: Int) -> LocaleData {
        if let found = cache.withLock({ $0[index] }) { return found }
        // Decoded outside the lock (English may be decoded on the way); the first one kept wins.
        let fresh = LocaleData(index: index)
        return cache.withLock { cached in
            if let found = cached[index] { return found }
            cached[index] = fresh
            return fresh
        }
    }
}

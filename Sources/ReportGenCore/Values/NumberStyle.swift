/// `format:` on an `int` or `decimal` row field (layout 1.2 §4): a currency, a percent, how
/// negatives and zero read. Locale-free; ``LocalizedNumberStyle`` places it in a locale.
///
/// ```yaml
/// amount: { type: decimal, places: 2, format: { currency: EUR, negative: red_parentheses } }
/// ```
struct NumberStyle: Sendable, Hashable {
    /// `negative:`: how a number below zero reads.
    enum Negative: String, CaseIterable, Sendable {
        /// `-1.234,56 €`: the locale's minus sign.
        case minus
        /// `(1.234,56 €)`: the locale's accounting form where it has one, else the positive form in
        /// parentheses.
        case parentheses
        /// As `minus`, and the cell red where a format can colour it (HTML, PDF, XLSX).
        case red
        /// As `parentheses`, and red.
        case redParentheses = "red_parentheses"
    }

    /// The keys `format:` takes on a number field.
    static let keys = ["currency", "percent", "negative", "sign", "zero", "null"]

    /// `currency:`: an ISO 4217 code.
    var currency: String?
    /// `percent: true`: the value is a fraction, shown times 100 with the locale's percent pattern.
    var percent = false
    var negative: Negative = .minus
    /// `sign: always`: a plus sign on positive numbers too.
    var alwaysSign = false
    /// `zero:`: the text of a value that is zero at its places.
    var zero: String?
    /// `null:`: the text of a null value (empty without it).
    var null: String?

    /// Whether a negative value colours its cell.
    var isRed: Bool { negative == .red || negative == .redParentheses }
    /// Whether a negative value is written in parentheses.
    var usesParentheses: Bool { negative == .parentheses || negative == .redParentheses }
}

/// A ``NumberStyle`` in a locale: the text around the digits, from CLDR's patterns, worked out
/// once when the layout is checked.
struct LocalizedNumberStyle: Sendable, Hashable {
    /// The style as written.
    var style: NumberStyle
    /// The locale's separators and group sizes.
    var numbers: NumberSymbols
    /// Whether digits are grouped: always, but where the pattern has no grouping at all.
    var grouping = true
    /// Places when the field has none: the currency's CLDR digits (2, 0 for JPY), else the value's own.
    var defaultPlaces: Int?
    /// Before and after the digits of a positive number, a negative one and a positive one with
    /// `sign: always`.
    var positive: Affixes
    var negative: Affixes
    var signed: Affixes

    /// A style held by reference (in ``RowKind/Field``), compared by its value.
    final class Box: Sendable, Hashable {
        let style: LocalizedNumberStyle

        init(_ style: LocalizedNumberStyle) {
            self.style = style
        }

        static func == (lhs: Box, rhs: Box) -> Bool { lhs.style == rhs.style }

        func hash(into hasher: inout Hasher) { hasher.combine(style) }
    }

    /// A prefix and a suffix.
    struct Affixes: Sendable, Hashable {
        var prefix: String
        var suffix: String
    }

    init(_ style: NumberStyle, patterns: LocalePatterns) {
        self.style = style
        numbers = patterns.numbers
        let symbol = style.currency.map { patterns.symbol(for: $0) } ?? ""
        let standard: String
        if style.currency != nil {
            standard = patterns.currency
            defaultPlaces = style.currency.map(Self.currencyDigits)
        } else if style.percent {
            standard = patterns.percent
        } else {
            standard = "#,##0.###"
        }
        let parts = Self.subpatterns(standard)
        // The pattern's own group sizes (`#,#0%` groups by two where the decimals group by three);
        // a plain number keeps the locale's decimal grouping.
        if style.currency != nil || style.percent {
            if let groups = Self.groupSizes(standard) {
                numbers = numbers.grouped(primary: groups.primary, secondary: groups.secondary)
            } else {
                grouping = false  // a pattern such as `#0%` (rif) groups no digits
            }
        }
        let resolve = { (affixes: Affixes, minusAs: String?) in
            Affixes(
                prefix: Self.substitute(affixes.prefix, symbol: symbol, patterns: patterns, minusAs: minusAs),
                suffix: Self.substitute(
                    affixes.suffix, symbol: symbol, patterns: patterns, minusAs: minusAs, isSuffix: true))
        }
        positive = resolve(parts.positive, nil)
        // CLDR: without a negative subpattern, the negative is the positive with the minus sign first.
        let minus =
            parts.negative.map { resolve($0, nil) }
            ?? Affixes(prefix: patterns.minus + positive.prefix, suffix: positive.suffix)
        let plusPattern = parts.negative.map { resolve($0, patterns.plus) }
        signed = plusPattern ?? Affixes(prefix: patterns.plus + positive.prefix, suffix: positive.suffix)
        if style.usesParentheses {
            let accounting = style.currency != nil ? Self.subpatterns(patterns.accounting) : nil
            if let accounting, let form = accounting.negative, form.prefix.contains("(") {
                positive = resolve(accounting.positive, nil)
                negative = resolve(form, nil)
            } else {
                negative = Affixes(prefix: "(" + positive.prefix, suffix: positive.suffix + ")")
            }
        } else {
            negative = minus
        }
    }

    /// The value as text, and whether it is a negative one (red, with a red style). Null is
    /// `null:` (or empty); a value that rounds to zero at its places is `zero:` or an unsigned zero.
    func format(_ value: Value, places fieldPlaces: Int?) -> (text: String, isNegative: Bool) {
        var decimal: FixedDecimal
        switch value {
        case .int(let i): decimal = FixedDecimal(i)
        case .decimal(let d): decimal = d
        case .null: return (style.null ?? "", false)
        default: return (value.description, false)
        }
        if style.percent {
            guard let hundredfold = decimal.multiplying(by: FixedDecimal(100)) else {
                return (value.description, false)
            }
            decimal = hundredfold
        }
        // A percent field's places are the value's, two more than the percent shows (0.125 at
        // three places is 12.5 %).
        let places = style.percent ? fieldPlaces.map { max(0, $0 - 2) } : fieldPlaces ?? defaultPlaces
        if let places, let rounded = decimal.rounded(toPlaces: places) { decimal = rounded }
        if decimal.isZero {
            // Negative zero (-0.004 at two places) reads as zero, never "-0,00".
            if let zero = style.zero { return (zero, false) }
            let digits = FixedDecimal(mantissaHigh: 0, low: 0, scale: decimal.scale) ?? .zero
            return (
                positive.prefix + digits.formatted(places: places, grouping: grouping, symbols: numbers)
                    + positive.suffix,
                false
            )
        }
        let isNegative = decimal.isNegative
        let magnitude = decimal.magnitude ?? decimal
        let digits = magnitude.formatted(places: places, grouping: grouping, symbols: numbers)
        let affixes = isNegative ? negative : style.alwaysSign ? signed : positive
        return (affixes.prefix + digits + affixes.suffix, isNegative)
    }

    /// CLDR's digits for a currency: 2 unless ``ReportLocale/currencyDigits`` says otherwise.
    static func currencyDigits(_ code: String) -> Int {
        for pair in ReportLocale.currencyDigits.split(separator: ";") {
            let parts = pair.split(separator: "=")
            if parts.count == 2, parts[0] == code { return Int(parts[1]) ?? 2 }
        }
        return 2
    }

    /// The group sizes of a pattern's number (`#,##,##0.00`: 3 and 2), `nil` without grouping.
    static func groupSizes(_ pattern: String) -> (primary: Int, secondary: Int)? {
        let number = pattern.prefix { $0 != ";" }.filter { "#0123456789,.@".contains($0) }
        let integer = number.prefix { $0 != "." }
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1, let last = groups.last, !last.isEmpty else { return nil }
        let primary = last.count
        let secondary = groups.count > 2 && !groups[groups.count - 2].isEmpty ? groups[groups.count - 2].count : primary
        return (primary, secondary)
    }

    /// A pattern's positive and optional negative subpatterns, each as its prefix and suffix (the
    /// text before the first and after the last of `#0,.`, quotes kept for ``substitute``).
    static func subpatterns(_ pattern: String) -> (positive: Affixes, negative: Affixes?) {
        var parts: [String] = [""]
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if character == ";", !quoted {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        func affixes(_ part: String) -> Affixes {
            let characters = Array(part)
            var inQuote = false
            var first: Int?
            var last: Int?
            for (i, character) in characters.enumerated() {
                if character == "'" { inQuote.toggle() }
                if !inQuote, "#0123456789,.@".contains(character) {
                    if first == nil { first = i }
                    last = i
                }
            }
            guard let first, let last else { return Affixes(prefix: part, suffix: "") }
            return Affixes(prefix: String(characters[..<first]), suffix: String(characters[(last + 1)...]))
        }
        return (affixes(parts[0]), parts.count > 1 ? affixes(parts[1]) : nil)
    }

    /// An affix with CLDR's special characters replaced: `¤` the currency symbol, `%` the percent
    /// sign, `-` the minus sign (or `minusAs`), `+` the plus sign, quoted text as it is. A symbol
    /// ending (or starting) in a letter is kept from the digits by a no-break space, as CLDR's
    /// currency spacing asks (`CHF 12.50` in `en`, whose pattern is `¤#,##0.00`).
    static func substitute(
        _ affix: String, symbol: String, patterns: LocalePatterns, minusAs: String? = nil, isSuffix: Bool = false
    ) -> String {
        var out = ""
        var quoted = false
        var previous: Character?
        for character in affix {
            defer { previous = character }
            if character == "'" {
                if previous == "'" { out.append("'") }
                quoted.toggle()
                continue
            }
            if quoted {
                out.append(character)
                continue
            }
            switch character {
            case "¤": out += symbol
            case "%": out += patterns.percentSign
            case "-": out += minusAs ?? patterns.minus
            case "+": out += patterns.plus
            default: out.append(character)
            }
        }
        return spaced(out, symbol: symbol, affix: affix, isSuffix: isSuffix)
    }

    /// CLDR's currency spacing: a no-break space between the digits and a symbol whose character
    /// next to them is neither a symbol nor a space (`CHF`, `zł`), where the pattern has none.
    private static func spaced(_ text: String, symbol: String, affix: String, isSuffix: Bool) -> String {
        guard !symbol.isEmpty else { return text }
        func spacingNeeded(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            switch scalar.properties.generalCategory {
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator,
                .paragraphSeparator:
                return false
            default:
                return true
            }
        }
        if !isSuffix, affix.hasSuffix("¤"), text.hasSuffix(symbol), spacingNeeded(symbol.unicodeScalars.last) {
            return text + "\u{A0}"
        }
        if isSuffix, affix.hasPrefix("¤"), text.hasPrefix(symbol), spacingNeeded(symbol.unicodeScalars.first) {
            return "\u{A0}" + text
        }
        return text
    }
}

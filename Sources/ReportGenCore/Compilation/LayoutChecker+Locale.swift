// `locale:` and `input.time_zone`, resolved before anything else.
extension LayoutChecker {
    mutating func checkLocaleAndTimeZone() {
        if let name = layout.locale {
            if let found = ReportLocale(identifier: name.value) {
                locale = found
            } else {
                diagnostics.error(.invalidValue, Self.unknownLocaleMessage(name.value), at: name.position)
            }
        }
        if let name = layout.input.timeZone {
            if let found = ReportTimeZone(identifier: name.value) {
                timeZone = found
            } else {
                diagnostics.error(.invalidValue, Self.unknownTimeZoneMessage(name.value), at: name.position)
            }
        } else {
            // The default zone is UTC: a date-time without an offset is a UTC time, shown with `Z`.
            timeZone = .utc
        }
    }

    static func unknownTimeZoneMessage(_ name: String) -> String {
        "unknown time zone '\(name)' (use an IANA name such as Europe/Berlin, America/New_York or UTC)"
            + Suggestion.hint(for: name, in: ReportTimeZone.knownIdentifiers)
    }

    static func unknownLocaleMessage(_ name: String) -> String {
        let language = name.prefix { $0 != "-" }
        let regional = ReportLocale.identifiers.filter { $0.hasPrefix(language + "-") }
        if name.contains("-"), !regional.isEmpty {
            // CLDR knows French in 46 regions: the first few say the spelling, the hint the nearest.
            let shown = regional.count > 8 ? regional.prefix(8) + ["… (\(regional.count) regions)"] : regional[...]
            return "unknown locale '\(name)': \(language) comes as \(language) or "
                + shown.joined(separator: ", ") + Suggestion.hint(for: name, in: regional)
        }
        return "unknown locale '\(name)' (use a CLDR locale: a language such as en, de, ja or hi, alone or with a "
            + "region such as de-AT)" + Suggestion.hint(for: name, in: ReportLocale.identifiers)
    }
}

extension LayoutChecker {
    /// The delimiters a CSV file may use: ASCII punctuation or a tab, never a quote or a line end.
    static let csvDelimiters: [String] = [",", ";", "\t", "|", ":", " "]

    /// `output:` — each format's settings, checked against what that format can write.
    mutating func checkOutput() -> OutputSettings {
        var settings = OutputSettings.standard
        guard let spec = layout.output else { return settings }
        if let collapsible = spec.html.collapsible { settings.html.collapsible = collapsible.value }
        if let formulas = spec.xlsx.formulas { settings.xlsx.formulas = formulas.value }
        if let author = spec.xlsx.author {
            if author.value.trimmingSpaces.isEmpty {
                diagnostics.error(.invalidValue, "'author' must not be empty", at: author.position)
            } else {
                settings.xlsx.author = author.value
            }
        }
        let csv = spec.csv
        var delimiterIsValid = true
        if let delimiter = csv.delimiter {
            if Self.csvDelimiters.contains(delimiter.value), let byte = delimiter.value.utf8.first {
                settings.csv.delimiter = byte
            } else {
                delimiterIsValid = false
                diagnostics.error(
                    .invalidValue,
                    "CSV delimiter \(MessageText.quoted(delimiter.value)) must be one of , ; | : space or tab",
                    at: delimiter.position)
            }
        }
        if let separator = csv.decimalSeparator {
            if separator.value == "." || separator.value == "," {
                settings.csv.decimalSeparator = UInt8(ascii: separator.value == "." ? "." : ",")
                if delimiterIsValid, settings.csv.decimalSeparator == settings.csv.delimiter {
                    diagnostics.error(
                        .invalidValue,
                        "CSV decimal_separator '\(separator.value)' is also the delimiter; "
                            + "choose another delimiter (delimiter: \";\")",
                        at: separator.position)
                }
            } else {
                diagnostics.error(
                    .invalidValue,
                    "CSV decimal_separator \(MessageText.quoted(separator.value)) must be '.' or ','",
                    at: separator.position)
            }
        }
        if let bom = csv.bom { settings.csv.byteOrderMark = bom.value }
        if let formulas = csv.formulas {
            switch formulas.value {
            case "neutralize": settings.csv.neutralizesFormulas = true
            case "keep": settings.csv.neutralizesFormulas = false
            default:
                diagnostics.error(
                    .invalidValue,
                    "unknown CSV formulas \(MessageText.quoted(formulas.value)) (use neutralize or keep)"
                        + Suggestion.hint(for: formulas.value, in: ["neutralize", "keep"]),
                    at: formulas.position)
            }
        }
        return settings
    }
}

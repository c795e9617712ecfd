import Foundation

extension LayoutChecker {
    /// The text colour of a row kind without `color:`: the HTML page's, near black.
    static let defaultTextColor = ReportColor(red: 0x1D, green: 0x1D, blue: 0x1F)
    /// The page behind a row without a background or band.
    static let pageColor = ReportColor(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// Warns (`low-contrast`) where a row kind's text on its background, or on a band its rows
    /// take, is under WCAG 2.2 AA (4.5:1; 3:1 for large text: 18pt, or 14pt bold), and where the
    /// layout's odd and even bands are under 1.1:1 apart. Reported at the colour that is the
    /// row's own (its `color:`, else its `background:`), else at the band colour.
    mutating func checkContrast() {
        let defaults = layout.style.rows
        let odd = bandColor(.odd)
        let even = bandColor(.even)
        for kind in layout.rows {
            let text = kind.style.color ?? defaults.color
            let size = (kind.style.size ?? defaults.size)?.value ?? layout.style.fontSize?.value
            let bold = (kind.style.bold ?? defaults.bold)?.value ?? false
            let isLarge = size.map { $0 >= FixedDecimal(18) || bold && $0 >= FixedDecimal(14) } ?? false
            let needed = isLarge ? 3.0 : 4.5
            var grounds: [(color: ReportColor, position: SourcePosition?, what: String)] = []
            if let background = kind.style.background ?? defaults.background {
                grounds = [(background.value, background.position, "background")]
            } else {
                switch kind.band.value {
                case .toggle, .keep:
                    grounds = [(odd.color, odd.position, "odd band"), (even.color, even.position, "even band")]
                case .odd: grounds = [(odd.color, odd.position, "odd band")]
                case .even: grounds = [(even.color, even.position, "even band")]
                case .none: grounds = [(Self.pageColor, nil, "page")]
                }
            }
            for ground in grounds {
                let foreground = text?.value ?? Self.defaultTextColor
                let ratio = Self.contrastRatio(foreground, ground.color)
                guard ratio < needed else { continue }
                let position = text?.position ?? ground.position ?? kind.name.position
                diagnostics.warning(
                    .lowContrast,
                    "row kind '\(kind.name.value)': text \(foreground) on \(ground.what) \(ground.color) has contrast "
                        + "\(Self.ratioText(ratio)):1, under WCAG 2.2 AA's \(isLarge ? "3" : "4.5"):1"
                        + (isLarge ? " for large text" : ""),
                    at: position)
            }
        }
        if layout.style.oddBand != nil || layout.style.evenBand != nil {
            let ratio = Self.contrastRatio(odd.color, even.color)
            if ratio < 1.1 {
                diagnostics.warning(
                    .lowContrast,
                    "odd band \(odd.color) and even band \(even.color) have contrast \(Self.ratioText(ratio)):1, "
                        + "under 1.1:1: the bands cannot be told apart",
                    at: (layout.style.oddBand ?? layout.style.evenBand)?.position)
            }
        }
    }

    /// A band's colour as the renderers draw it (see ``ColumnGrid/background(band:style:report:)``),
    /// and where the layout sets it.
    private func bandColor(_ band: Band) -> (color: ReportColor, position: SourcePosition?) {
        let set = band == .odd ? layout.style.oddBand : layout.style.evenBand
        if let set { return (set.value, set.position) }
        let report = ReportStyle(oddBand: layout.style.oddBand?.value, evenBand: layout.style.evenBand?.value)
        return (ColumnGrid.background(band: band, style: .plain, report: report) ?? Self.pageColor, nil)
    }

    /// WCAG 2.2's contrast ratio of two sRGB colours, from 1 to 21. (Geometry of colours: no
    /// value of a record passes through it.)
    static func contrastRatio(_ a: ReportColor, _ b: ReportColor) -> Double {
        let la = relativeLuminance(a)
        let lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2.2's relative luminance.
    static func relativeLuminance(_ color: ReportColor) -> Double {
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// A ratio with two decimals, rounded down (4.499 is not shown as the 4.5 it misses).
    static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}

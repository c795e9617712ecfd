/// The standard PDF fonts every reader has (no embedding), in WinAnsiEncoding, with their real
/// advance widths, so text can be measured and aligned.
enum StandardFont: String, CaseIterable, Sendable {
    case helvetica = "Helvetica"
    case helveticaBold = "Helvetica-Bold"
    case helveticaOblique = "Helvetica-Oblique"
    case helveticaBoldOblique = "Helvetica-BoldOblique"
    case timesRoman = "Times-Roman"
    case timesBold = "Times-Bold"
    case timesItalic = "Times-Italic"
    case timesBoldItalic = "Times-BoldItalic"
    case courier = "Courier"
    case courierBold = "Courier-Bold"
    case courierOblique = "Courier-Oblique"
    case courierBoldOblique = "Courier-BoldOblique"

    /// The families, as a layout names them.
    enum Family: String, CaseIterable, Sendable {
        case helvetica = "Helvetica", times = "Times", courier = "Courier"
    }

    /// The face of `family` with the given weight and slant.
    static func face(_ family: Family, bold: Bool, italic: Bool) -> StandardFont {
        switch (family, bold, italic) {
        case (.helvetica, false, false): return .helvetica
        case (.helvetica, true, false): return .helveticaBold
        case (.helvetica, false, true): return .helveticaOblique
        case (.helvetica, true, true): return .helveticaBoldOblique
        case (.times, false, false): return .timesRoman
        case (.times, true, false): return .timesBold
        case (.times, false, true): return .timesItalic
        case (.times, true, true): return .timesBoldItalic
        case (.courier, false, false): return .courier
        case (.courier, true, false): return .courierBold
        case (.courier, false, true): return .courierOblique
        case (.courier, true, true): return .courierBoldOblique
        }
    }

    /// Widths for codes 32...255; `nil` for Courier, whose glyphs are all 600 wide.
    private var widths: [UInt16]? {
        switch self {
        case .helvetica, .helveticaOblique: return Self.helveticaWidths
        case .helveticaBold, .helveticaBoldOblique: return Self.helveticaBoldWidths
        case .timesRoman: return Self.timesRomanWidths
        case .timesBold: return Self.timesBoldWidths
        case .timesItalic: return Self.timesItalicWidths
        case .timesBoldItalic: return Self.timesBoldItalicWidths
        case .courier, .courierBold, .courierOblique, .courierBoldOblique: return nil
        }
    }

    /// The advance width of a WinAnsi code, in 1/1000 em.
    @inline(__always)
    func width(of code: UInt8) -> Int {
        guard code >= 32 else { return 0 }
        guard let widths else { return 600 }
        return Int(widths[Int(code) - 32])
    }

    /// The height of capital letters, in 1/1000 em (for centring text in a row).
    var capHeight: Int {
        switch self {
        case .helvetica, .helveticaBold, .helveticaOblique, .helveticaBoldOblique: return 718
        case .timesRoman, .timesBold, .timesItalic, .timesBoldItalic: return 662
        case .courier, .courierBold, .courierOblique, .courierBoldOblique: return 571
        }
    }
}

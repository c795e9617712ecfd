import Foundation

/// Row styles as a terminal can show them (ANSI SGR sequences, 256 colours): bold, italic, and a
/// background with a foreground chosen to be readable on it. A colour is only shown on a
/// background the row sets, so text stays readable whether the terminal is light or dark.
enum TerminalStyle {
    /// The sequence that starts a row: empty when the row shows no style.
    static func start(_ style: RowStyle, background: ReportColor?) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.italic { codes.append("3") }
        if let background {
            let foreground = readable(style.color, on: background)
            codes.append("38;5;\(index(of: foreground))")
            codes.append("48;5;\(index(of: background))")
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sequence that ends a styled row.
    static let reset = "\u{1B}[0m"

    /// `color` if it stands out on `background`, else black or white, whichever does.
    static func readable(_ color: ReportColor?, on background: ReportColor) -> ReportColor {
        let back = luminance(background)
        if let color, contrast(luminance(color), back) >= 3 { return color }
        let black = ReportColor(red: 0, green: 0, blue: 0)
        let white = ReportColor(red: 255, green: 255, blue: 255)
        return contrast(0, back) >= contrast(1, back) ? black : white
    }

    /// WCAG relative luminance, 0 (black) to 1 (white).
    static func luminance(_ c: ReportColor) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.039_28 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// WCAG contrast ratio, 1 to 21.
    static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The nearest colour of the xterm 256-colour palette (the 6×6×6 cube or the grey ramp).
    static func index(of c: ReportColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            var best = 0
            for i in levels.indices where abs(levels[i] - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let dr = r - Int(c.red)
            let dg = g - Int(c.green)
            let db = b - Int(c.blue)
            return dr * dr + dg * dg + db * db
        }
        let (r, g, b) = (nearestLevel(c.red), nearestLevel(c.green), nearestLevel(c.blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(levels[r], levels[g], levels[b])
        let average = (Int(c.red) + Int(c.green) + Int(c.blue)) / 3
        let grey = max(0, min(23, (average - 3) / 10))
        let greyLevel = 8 + 10 * grey
        return distance(greyLevel, greyLevel, greyLevel) < cubeDistance ? 232 + grey : cube
    }
}

/// An RGB colour, as `#RRGGBB` spells it.
public struct PDFColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (or `RRGGBB`); `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(
            red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value))
    }

    public static let black = PDFColor(red: 0, green: 0, blue: 0)

    /// The three operands of `rg`/`RG`: each component from 0 to 1 with three decimals.
    func appendOperands(to out: inout [UInt8]) {
        for (i, component) in [red, green, blue].enumerated() {
            if i > 0 { out.append(UInt8(ascii: " ")) }
            let thousandths = (Int(component) * 1000 + 127) / 255
            if thousandths >= 1000 {
                out.append(UInt8(ascii: "1"))
                continue
            }
            out.append(contentsOf: Array("0.".utf8))
            out.append(UInt8(ascii: "0") + UInt8(thousandths / 100))
            out.append(UInt8(ascii: "0") + UInt8(thousandths / 10 % 10))
            out.append(UInt8(ascii: "0") + UInt8(thousandths % 10))
        }
    }
}

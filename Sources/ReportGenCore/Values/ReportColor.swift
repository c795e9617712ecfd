/// An sRGB colour, written `#RRGGBB` in layouts. (Named apart from SwiftUI's `Color`, so that an
/// app can use both without qualifying either.)
public struct ReportColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (either case); `nil` for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        func component(_ i: Int) -> UInt8? {
            guard let high = HexDigit.value(digits[i]), let low = HexDigit.value(digits[i + 1]) else { return nil }
            return high << 4 | low
        }
        guard let red = component(1), let green = component(3), let blue = component(5) else { return nil }
        self.init(red: red, green: green, blue: blue)
    }

    /// `#RRGGBB`, upper case.
    public var description: String {
        "#" + ControlCharacters.hex(red) + ControlCharacters.hex(green) + ControlCharacters.hex(blue)
    }
}

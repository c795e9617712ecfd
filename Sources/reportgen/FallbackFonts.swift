import Foundation

/// The TrueType fonts a PDF falls back on for characters outside the standard fonts (Cyrillic,
/// Greek, CJK where covered, symbols): DejaVu Sans, where the system has it.
enum FallbackFonts {
    static let directories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts", "/Library/Fonts", NSHomeDirectory() + "/Library/Fonts",
    ]

    /// DejaVu Sans and DejaVu Sans Bold from the first directory that has them; none if absent.
    static func load() -> [[UInt8]] {
        for directory in directories {
            guard let regular = FileManager.default.contents(atPath: directory + "/DejaVuSans.ttf") else { continue }
            let bold = FileManager.default.contents(atPath: directory + "/DejaVuSans-Bold.ttf")
            return [Array(regular)] + (bold.map { [Array($0)] } ?? [])
        }
        return []
    }
}

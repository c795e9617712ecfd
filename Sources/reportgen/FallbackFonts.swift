import Foundation
import ReportGenCore

/// The TrueType fonts a PDF falls back on for characters outside the standard fonts (Cyrillic,
/// Greek, CJK where covered, symbols): DejaVu Sans, where the system has it.
enum FallbackFonts {
    static let directories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts", "/Library/Fonts", NSHomeDirectory() + "/Library/Fonts",
    ]

    /// DejaVu Sans and DejaVu Sans Bold from the first directory that has them; none if absent.
    /// A file that is there but too large or not a usable font is an error naming it.
    static func load() throws -> [[UInt8]] {
        for directory in directories {
            let regular = directory + "/DejaVuSans.ttf"
            guard FileManager.default.fileExists(atPath: regular) else { continue }
            let bold = directory + "/DejaVuSans-Bold.ttf"
            do {
                return try [PDFFontFile.fallback(atPath: regular)]
                    + (FileManager.default.fileExists(atPath: bold) ? [PDFFontFile.fallback(atPath: bold)] : [])
            } catch {
                throw CLIError(error.description)
            }
        }
        return []
    }
}

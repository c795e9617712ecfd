import Foundation

/// The layout's own font: `style.font.family` naming a TrueType file, found relative to the
/// layout file and embedded as a subset.
package enum PDFFontFile {
    /// The largest font file read, 64 MiB: checked before reading, so a huge file or a device is
    /// never read into memory. (DroidSansFallbackFull, with 50,000 glyphs, is 4 MiB.)
    package static let maxBytes = 64 << 20

    /// Where the file is: `family` itself when absolute, else in the layout file's directory.
    package static func path(_ family: String, layoutFile: String) -> String {
        guard !family.hasPrefix("/"), let slash = layoutFile.lastIndex(of: "/") else { return family }
        return String(layoutFile[...slash]) + family
    }

    /// Whether a family names a font file (`.ttf`, `.otf`) rather than a standard font.
    package static func isFile(_ family: String) -> Bool {
        let lowered = family.lowercased()
        return StandardFont.Family(rawValue: family) == nil
            && [".ttf", ".otf", ".ttc", ".otc"].contains { lowered.hasSuffix($0) }
    }

    /// The font file the layout names as its family, as written; `nil` for a standard family (or none).
    static func named(in schema: RenderSchema) -> String? {
        guard let family = schema.style.fontFamily, StandardFont.Family(rawValue: family) == nil else { return nil }
        return family
    }

    /// The font the layout names, read and checked; `nil` for a standard family (or none). A file
    /// that is missing, unreadable, too large or not a usable TrueType font is an error naming it.
    static func load(_ schema: RenderSchema) throws(PDFRenderer.Failure) -> (name: String, font: TrueTypeFont)? {
        guard let family = named(in: schema) else { return nil }
        guard isFile(family) else {
            throw PDFRenderer.Failure(
                description: "\(schema.file): the font family '\(family)' is found among the system's fonts, which "
                    + "needs a text shaper (PDFRenderer.Options.shaper; the command line has one): without it, name "
                    + "a .ttf file")
        }
        do {
            return (family, try read(family, layoutFile: schema.file))
        } catch {
            throw PDFRenderer.Failure(description: "\(schema.file): \(error.description)")
        }
    }

    /// The font `family` names, found as ``path(_:layoutFile:)`` finds it; the error says "the
    /// font file 'FAMILY' (PATH) ..." and what is wrong.
    static func read(_ family: String, layoutFile: String) throws(PDFRenderer.Failure) -> TrueTypeFont {
        let path = path(family, layoutFile: layoutFile)
        return try font(atPath: path, named: "the font file '\(family)'" + (path == family ? "" : " (\(path))"))
    }

    /// A fallback font's file, read and checked (an error names it), for ``PDFRenderer/Options``.
    package static func fallback(atPath path: String) throws(PDFRenderer.Failure) -> [UInt8] {
        try font(atPath: path, named: "the fallback font '\(path)'").bytes
    }

    private static func font(atPath path: String, named: String) throws(PDFRenderer.Failure) -> TrueTypeFont {
        let data: [UInt8]
        do {
            data = try bytes(atPath: path)
        } catch {
            throw PDFRenderer.Failure(description: "\(named) \(error.description)")
        }
        do {
            return try TrueTypeFont(bytes: data)
        } catch {
            throw PDFRenderer.Failure(description: "\(named) is not a usable TrueType font: \(error.description)")
        }
    }

    /// The file's bytes, when it is a regular file of at most ``maxBytes``; the error is what
    /// follows the file's name ("does not exist").
    package static func bytes(atPath path: String) throws(PDFRenderer.Failure) -> [UInt8] {
        _ = try checkedSize(atPath: path)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PDFRenderer.Failure(description: "cannot be read")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1) else {
            throw PDFRenderer.Failure(description: "cannot be read")
        }
        guard data.count <= maxBytes else { throw tooLarge }
        return Array(data)
    }

    /// The size of the file at `path`, checked before anything reads it: a regular file (a FIFO or
    /// a device would block or never end) of at most ``maxBytes``; the error is what follows the
    /// file's name.
    package static func checkedSize(atPath path: String) throws(PDFRenderer.Failure) -> Int {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PDFRenderer.Failure(description: "does not exist")
        }
        guard !isDirectory.boolValue else { throw PDFRenderer.Failure(description: "is a directory") }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw PDFRenderer.Failure(description: "is not a regular file")
        }
        guard let size = (attributes?[.size] as? NSNumber)?.intValue, size <= maxBytes else { throw tooLarge }
        return size
    }

    private static let tooLarge = PDFRenderer.Failure(
        description: "is larger than the \(maxBytes >> 20) MiB a font file may be")
}

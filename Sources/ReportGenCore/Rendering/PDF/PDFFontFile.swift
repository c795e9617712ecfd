import Foundation

/// The layout's own font: `style.font.family` naming a TrueType file, found relative to the
/// layout file and embedded as a subset.
enum PDFFontFile {
    /// Where the file is: `family` itself when absolute, else in the layout file's directory.
    static func path(_ family: String, layoutFile: String) -> String {
        guard !family.hasPrefix("/"), let slash = layoutFile.lastIndex(of: "/") else { return family }
        return String(layoutFile[...slash]) + family
    }

    /// The font file the layout names as its family, as written; `nil` for a standard family (or none).
    static func named(in schema: RenderSchema) -> String? {
        guard let family = schema.style.fontFamily, StandardFont.Family(rawValue: family) == nil else { return nil }
        return family
    }

    /// The font the layout names, read and checked; `nil` for a standard family (or none). A file
    /// that is missing, unreadable or not a usable TrueType font is an error naming it.
    static func load(_ schema: RenderSchema) throws(PDFRenderer.Failure) -> (name: String, font: TrueTypeFont)? {
        guard let family = named(in: schema) else { return nil }
        let path = path(family, layoutFile: schema.file)
        let named = "\(schema.file): the font file '\(family)'" + (path == family ? "" : " (\(path))")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PDFRenderer.Failure(description: "\(named) does not exist")
        }
        guard !isDirectory.boolValue else { throw PDFRenderer.Failure(description: "\(named) is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PDFRenderer.Failure(description: "\(named) cannot be read")
        }
        do {
            return (family, try TrueTypeFont(bytes: Array(data)))
        } catch {
            throw PDFRenderer.Failure(description: "\(named) is not a usable TrueType font: \(error.description)")
        }
    }
}

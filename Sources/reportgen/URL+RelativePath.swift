import Foundation

extension URL {
    /// The path relative to the working directory when it is below it (for short messages).
    var relativePathFromCurrentDirectory: String {
        let cwd = FileManager.default.currentDirectoryPath
        let full = path
        if full.hasPrefix(cwd + "/") { return String(full.dropFirst(cwd.count + 1)) }
        return full
    }
}

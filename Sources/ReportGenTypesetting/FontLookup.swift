import CFontconfig
import ReportGenCore

/// Installed fonts through fontconfig: the file of a family's face, and a font for a character
/// none of the layout's fonts has.
enum FontLookup {
    /// A font file fontconfig found.
    struct Match: Hashable {
        var path: String
        var index: Int
        var families: [String]
        var bold: Bool
        var italic: Bool
    }

    /// The face of the family `name` closest to `face`; `nil` when no installed family has that
    /// name (fontconfig would give its default font instead).
    static func family(_ name: String, face: TextFace) -> Match? {
        guard
            let match = find({ pattern in
                _ = TextLibraries.loaded.fcPatternAddString(pattern, "family", name)
                _ = TextLibraries.loaded.fcPatternAddInteger(pattern, "weight", face.bold ? 200 : 80)
                _ = TextLibraries.loaded.fcPatternAddInteger(pattern, "slant", face.italic ? 100 : 0)
            })
        else { return nil }
        let wanted = name.lowercased()
        return match.families.contains { $0.lowercased() == wanted } ? match : nil
    }

    /// An outline font that has `scalar`, in `face`.
    static func covering(_ scalar: Unicode.Scalar, face: TextFace) -> Match? {
        var covers = false
        let match = find { pattern in
            let characters = TextLibraries.loaded.fcCharSetCreate()
            _ = TextLibraries.loaded.fcCharSetAddChar(characters, scalar.value)
            _ = TextLibraries.loaded.fcPatternAddCharSet(pattern, "charset", characters)
            TextLibraries.loaded.fcCharSetDestroy(characters)
            _ = TextLibraries.loaded.fcPatternAddBool(pattern, "outline", 1)
            _ = TextLibraries.loaded.fcPatternAddInteger(pattern, "weight", face.bold ? 200 : 80)
            _ = TextLibraries.loaded.fcPatternAddInteger(pattern, "slant", face.italic ? 100 : 0)
        } inspect: { found in
            var characters: OpaquePointer?
            covers =
                TextLibraries.loaded.fcPatternGetCharSet(found, "charset", 0, &characters) == FcResultMatch
                && TextLibraries.loaded.fcCharSetHasChar(characters, scalar.value) != 0
        }
        return covers ? match : nil
    }

    /// fontconfig's best match for the pattern `build` fills in.
    private static func find(
        _ build: (OpaquePointer) -> Void, inspect: (OpaquePointer) -> Void = { _ in }
    ) -> Match? {
        guard let pattern = TextLibraries.loaded.fcPatternCreate() else { return nil }
        defer { TextLibraries.loaded.fcPatternDestroy(pattern) }
        build(pattern)
        _ = TextLibraries.loaded.fcConfigSubstitute(nil, pattern, FcMatchPattern)
        _ = TextLibraries.loaded.fcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let found = TextLibraries.loaded.fcFontMatch(nil, pattern, &result), result == FcResultMatch else {
            return nil
        }
        defer { TextLibraries.loaded.fcPatternDestroy(found) }
        inspect(found)
        var file: UnsafeMutablePointer<FcChar8>?
        guard TextLibraries.loaded.fcPatternGetString(found, "file", 0, &file) == FcResultMatch, let file else {
            return nil
        }
        var index: Int32 = 0
        _ = TextLibraries.loaded.fcPatternGetInteger(found, "index", 0, &index)
        var weight: Int32 = 80
        _ = TextLibraries.loaded.fcPatternGetInteger(found, "weight", 0, &weight)
        var slant: Int32 = 0
        _ = TextLibraries.loaded.fcPatternGetInteger(found, "slant", 0, &slant)
        var families: [String] = []
        var name: UnsafeMutablePointer<FcChar8>?
        while TextLibraries.loaded.fcPatternGetString(found, "family", Int32(families.count), &name) == FcResultMatch,
            let name
        {
            families.append(String(cString: name))
        }
        return Match(
            path: String(cString: file), index: Int(index & 0xFFFF), families: families, bold: weight >= 180,
            italic: slant > 0)
    }
}

import ReportGenCore

#if canImport(ReportGenTypesetting)
import ReportGenTypesetting
#endif

/// The text shaper PDF output uses: HarfBuzz, FriBidi and fontconfig when the package was built
/// with their headers installed (see `buildsTypesetting` in Package.swift), else none, and the
/// core draws one TrueType file or a standard font by itself.
var installedShaper: (any TextShaper)? {
    #if canImport(ReportGenTypesetting)
    HarfBuzzShaper()
    #else
    nil
    #endif
}

extension LayoutCompiler {
    /// Reads and compiles the layout file at `path`. A file that cannot be read, or is not UTF-8,
    /// is one error diagnostic (`unreadable-file`, `invalid-encoding`) and no plan. With
    /// `checkingFonts`, a `style.font.family` file that cannot be used is an error at the family
    /// (`unusable-font`): the font is read and checked as the PDF renderer reads it.
    package static func compile(
        contentsOf path: String, loader: YAMLLoader = YAMLLoader(), checkingFonts: Bool = false
    ) -> Result {
        switch LayoutFileReader.read(path: path, maxBytes: loader.maxBytes) {
        case .success(let text):
            var result = compile(text: text, file: path, loader: loader)
            if checkingFonts { result.checkFontFile(layoutFile: path) }
            return result
        case .failure(let diagnostic):
            return Result(plan: nil, layout: nil, diagnostics: [diagnostic])
        }
    }
}

extension LayoutCompiler.Result {
    /// The font file the layout names, found and read as the PDF renderer would: what is wrong
    /// with it, at the family's position, and no plan.
    mutating func checkFontFile(layoutFile: String) {
        guard let family = layout?.style.fontFamily, PDFFontFile.isFile(family.value) else { return }
        do {
            _ = try PDFFontFile.read(family.value, layoutFile: layoutFile)
        } catch {
            var collector = DiagnosticCollector(file: layoutFile)
            for diagnostic in diagnostics { collector.append(diagnostic) }
            collector.error(.unusableFont, error.description, at: family.position)
            diagnostics = collector.sorted
            plan = nil
        }
    }
}

extension LayoutCompiler {
    /// Reads and compiles the layout file at `path`. A file that cannot be read, or is not UTF-8,
    /// is one error diagnostic (`unreadable-file`, `invalid-encoding`) and no plan. With
    /// `checkingFonts`, a `style.font.family` file that cannot be used is an error at the family
    /// (`unusable-font`): the font is read and checked as the PDF renderer reads it (through
    /// `shaper` when there is one: then every family of a list, names too, is looked up).
    package static func compile(
        contentsOf path: String, loader: YAMLLoader = YAMLLoader(), checkingFonts: Bool = false,
        shaper: (any TextShaper)? = nil
    ) -> Result {
        switch LayoutFileReader.read(path: path, maxBytes: loader.maxBytes) {
        case .success(let text):
            var result = compile(text: text, file: path, loader: loader)
            if checkingFonts, let shaper {
                result.checkFontFamilies(layoutFile: path, shaper: shaper)
            } else if checkingFonts {
                result.checkFontFile(layoutFile: path)
            }
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

    /// Every family the layout lists, opened through `shaper` as the PDF renderer opens them:
    /// what is wrong with each, at its position, and no plan.
    mutating func checkFontFamilies(layoutFile: String, shaper: any TextShaper) {
        guard let style = layout?.style else { return }
        let families = style.fontFamilies.isEmpty ? Array(style.fontFamily.map { [$0] } ?? []) : style.fontFamilies
        var collector = DiagnosticCollector(file: layoutFile)
        var failed = false
        for family in families where StandardFont.Family(rawValue: family.value) == nil {
            do {
                _ = try shaper.fonts(for: [family.value], layoutFile: layoutFile)
            } catch {
                collector.error(.unusableFont, error.description, at: family.position)
                failed = true
            }
        }
        guard failed else { return }
        for diagnostic in diagnostics { collector.append(diagnostic) }
        diagnostics = collector.sorted
        plan = nil
    }
}

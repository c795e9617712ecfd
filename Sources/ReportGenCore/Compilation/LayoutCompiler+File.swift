extension LayoutCompiler {
    /// Reads and compiles the layout file at `path`. A file that cannot be read, or is not UTF-8,
    /// is one error diagnostic (`unreadable-file`, `invalid-encoding`) and no plan.
    package static func compile(contentsOf path: String, loader: YAMLLoader = YAMLLoader()) -> Result {
        switch LayoutFileReader.read(path: path, maxBytes: loader.maxBytes) {
        case .success(let text):
            return compile(text: text, file: path, loader: loader)
        case .failure(let diagnostic):
            return Result(plan: nil, layout: nil, diagnostics: [diagnostic])
        }
    }
}

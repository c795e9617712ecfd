/// The built-in output formats, so that callers get an engine specialized for each renderer
/// (a generic call from another module would run unspecialized).
///
/// ```swift
/// let summary = try report.render(.text(shadeBands: false)) { bytes in write(bytes) }
/// ```
public enum ReportFormat: Sendable {
    case text(shadeBands: Bool)
    case json, ndjson, html, csv, markdown
    /// An Excel workbook (binary: write it to a file).
    case xlsx
    /// Paginated PDF; the renderer's warnings join the summary's.
    case pdf(PDFRenderer.Options)
}

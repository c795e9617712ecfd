import ArgumentParser
import ReportGenCore

/// `--format NAME`.
extension ReportFormat.Name: NamedChoice {
    /// What a binary format writes ("a PDF"), or `nil` for text: binary output needs `--output`.
    var binaryDocument: String? {
        switch self {
        case .pdf: return "a PDF"
        case .xlsx: return "a workbook"
        default: return nil
        }
    }
}

/// Why a spreadsheet could not be written.
enum SpreadsheetError: Error, Hashable, CustomStringConvertible {
    /// zlib failed (a status code from `zlib.h`); only a bug or exhausted memory can cause it.
    case compression(Int32)

    var description: String {
        switch self {
        case .compression(let status): return "XLSX: compression failed (zlib status \(status))"
        }
    }
}

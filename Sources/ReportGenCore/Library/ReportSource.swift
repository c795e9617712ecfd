import Foundation

/// Where one of a report's record streams comes from, for apps.
///
/// ```swift
/// let sources: [String: ReportSource] = [
///     "authorized": .file(URL(fileURLWithPath: "authorized.csv")),
///     "posted": .records([["group": "P", "date": .date(day), "description": "Coffee", "amount": "3.10", "debit": "D"]]),
/// ]
/// ```
public enum ReportSource: Sendable {
    /// A file; the format from `format`, else the layout's `input.format`, else the extension.
    /// A file that cannot be opened (not there, a directory) is an error: say ``missing`` for a
    /// source that is not available.
    case file(URL, format: InputFormat? = nil)
    /// Bytes already in memory (CSV, JSON or NDJSON), named `name` in messages.
    case bytes([UInt8], format: InputFormat, name: String = "bytes")
    /// Records held in memory: one dictionary per record, keyed by column (a field's `column`, or
    /// its name). Values of the field's type are taken as they are; text is converted like a CSV
    /// field (the empty text and `null_values` mean null, the number separators apply); anything
    /// else is a record error, which names the record by its place in the array, 1 first, as a
    /// file's lines count: `records:3: field 'amount': …` is `records[2]` (for a layout's one
    /// input; a source's name in its place for one of `sources:`, `posted:3`). A row's
    /// ``ReportRow/origin`` names it the same way.
    case records([[String: Value]])
    /// A source that is not available: the layout's `missing` rows show for it.
    case missing

    /// `Encodable` values as records: each encodes to a JSON object read like a JSON input (exact
    /// numbers from their text; a `Double` goes through its shortest round-trip text). A record's
    /// error names its place in the array, 1 first, whatever the encoder's formatting
    /// (`records:3: field 'amount': …` is `values[2]`), and so does a row's ``ReportRow/origin``.
    ///
    /// By default a `Date` is written as an ISO 8601 instant (`2024-03-01T09:30:00Z`), which a
    /// `datetime` field reads; give an `encoder` of your own for other forms, such as
    /// `yyyy-MM-dd` text for a `date` field:
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .formatted(dayFormatter)   // "2024-03-01"
    /// let input = try ReportSource.encoding(transactions, encoder: encoder)
    /// ```
    public static func encoding<T: Encodable>(_ values: [T], encoder: JSONEncoder? = nil) throws(ReportError)
        -> ReportSource
    {
        let encoder = encoder ?? Self.defaultEncoder()
        do {
            // One value a line, so that a record's line is its place in the array. An encoder
            // that writes a value over several lines (`.prettyPrinted`) has its line breaks made
            // spaces: JSON text has them only between tokens (a string escapes its own).
            var lines: [UInt8] = []
            for value in values {
                for byte in try encoder.encode(value) { lines.append(byte == 0x0A ? 0x20 : byte) }
                lines.append(0x0A)
            }
            return .bytes(lines, format: .ndjson, name: "records")
        } catch {
            throw .invalidSource("cannot encode the records as JSON: \(error)")
        }
    }

    /// Foundation's encoder with dates as ISO 8601 instants (its default, seconds since 2001, is no
    /// date any field reads).
    private static func defaultEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension Value: ExpressibleByStringLiteral {
    /// Text, as in `["amount": "3.10"]` for a record held in memory.
    public init(stringLiteral text: String) {
        self = .string(text)
    }
}

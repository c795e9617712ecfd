import Foundation

/// Turns a query's rows into typed records: maps columns to the declared fields by name (or
/// `column:`), and converts every cell with the same strict conversions as a CSV field — text
/// as a CSV field's text (null texts and separators included), numbers through their exact
/// decimal text, NULL as null.
final class DatabaseRecordReader: RecordReader {
    private let cursor: DatabaseCursor
    private let fields: [InputPlan.Field]
    /// For each declared field, its column, or -1 when the result has none (optional fields only).
    private let columns: [Int]
    private let path: String
    /// Hides the source's secrets in the database's messages.
    private let secrets: SecretMask
    private var row = 0

    /// Maps the cursor's columns to `plan`'s fields; a non-optional field without a column is a
    /// ``DatabaseError/query(_:)`` naming it.
    init(cursor: DatabaseCursor, plan: InputPlan, path: String, secrets: SecretMask = .none) throws(DatabaseError) {
        self.cursor = cursor
        self.path = path
        self.secrets = secrets
        fields = plan.fields
        let names = cursor.columnNames
        var columns: [Int] = []
        var missing: [InputPlan.Field] = []
        for field in plan.fields {
            let exact = names.indices.filter { names[$0] == field.column }
            let folded = names.indices.filter { names[$0].lowercased() == field.column.lowercased() }
            // A column given twice (a join, `SELECT *`) is refused, as a CSV header naming it twice is.
            let matches = exact.isEmpty ? folded : exact
            if matches.count > 1 {
                throw .query(
                    "the query gives column '\(field.column)' twice\(exact.isEmpty ? ", in other cases" : "") "
                        + "(columns \(matches[0] + 1) and \(matches[1] + 1)); field '\(field.name)' cannot tell which "
                        + "to read: name them apart with AS")
            }
            if let index = matches.first {
                columns.append(index)
            } else {
                columns.append(-1)
                if !field.optional { missing.append(field) }
            }
        }
        self.columns = columns
        guard missing.isEmpty else {
            let list = missing.map { "'\($0.column)'" }.joined(separator: ", ")
            let hint = missing.count == 1 ? Suggestion.hint(for: missing[0].column, in: names) : ""
            throw .query(
                "the query gives no column\(missing.count == 1 ? "" : "s") \(list)\(hint) (it gives: "
                    + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ")")
        }
    }

    var line: Int { row }

    /// Why a text cell that is not UTF-8 is no value: `input.encoding` is for files, so the hint is
    /// the database's own fix.
    static let notUTF8 =
        "the value is not valid UTF-8: the database gave text in another encoding (store it as UTF-8; PostgreSQL "
        + "converts from a database's declared encoding itself, but not from SQL_ASCII)"

    /// The row as a JSON object of all its columns, for `--rejects`: a name the query gives twice
    /// made unique as in CSV output (`id`, `id.1`), a number that JSON cannot hold (`Infinity`)
    /// as text, and binary data, and text that is not UTF-8, as `{"base64": "…"}`, which no text
    /// or number looks like: the bytes are kept whatever they are.
    var rawRecord: [UInt8] {
        var text = "{"
        for (i, name) in CSVRenderer.uniqueNames(cursor.columnNames).enumerated() {
            if i > 0 { text += "," }
            text += jsonString(name) + ":"
            switch cursor.cell(i) {
            case .null: text += "null"
            case .integer(let n): text += String(n)
            case .real(let value):
                let number = Self.positionalText(value)
                text += value.isFinite ? number : jsonString(number)
            case .number(let bytes):
                let number = String(decoding: bytes, as: UTF8.self)
                text += JSONText.isNumber(bytes) ? number : jsonString(number)
            case .text(let bytes) where ValueParser.text(bytes) != nil:
                text += jsonString(String(decoding: bytes, as: UTF8.self))
            case .text(let bytes), .binary(let bytes):
                text += "{\"base64\":\"" + Data(buffer: bytes).base64EncodedString() + "\"}"
            }
        }
        return Array((text + "}").utf8)
    }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        let more: Bool
        do {
            more = try cursor.step()
        } catch {
            let message: String
            switch error {
            case .unreachable(let m), .connection(let m), .query(let m): message = secrets.maskedLibraryText(m)
            }
            throw RecordError(path: path, line: row + 1, countsRows: true, message: message, isRecoverable: false)
        }
        guard more else { return false }
        row += 1
        for i in fields.indices {
            let column = columns[i]
            guard column >= 0 else {
                slots[i] = .null
                continue
            }
            if let problem = convert(cursor.cell(column), field: fields[i], into: &slots[i]) {
                throw RecordError(path: path, line: row, field: fields[i].name, countsRows: true, message: problem)
            }
        }
        return true
    }

    /// Converts one cell into `slot`; returns what is wrong, or `nil`.
    @inline(__always)
    private func convert(_ cell: DatabaseCell, field: InputPlan.Field, into slot: inout Value) -> String? {
        switch cell {
        case .null:
            guard field.optional else { return "null value (the field is not optional)" }
            slot = .null
        case .integer(let n):
            if field.type == .int {
                slot = .int(n)
                return nil
            }
            if field.type == .decimal, let decimal = Self.decimal(n, places: field.places) {
                slot = .decimal(decimal)
                return nil
            }
            return number(text: String(n), field: field, into: &slot)
        case .real(let value):
            if field.type == .decimal, let places = field.places, let decimal = Self.decimal(value, places: places) {
                slot = .decimal(decimal)
                return nil
            }
            return number(text: Self.positionalText(value), field: field, into: &slot)
        case .number(let bytes):
            return number(bytes, field: field, into: &slot)
        case .text(let bytes):
            // Text as in a CSV field: the empty text and the `null_values` are null, and the
            // number separators apply.
            guard let value = ValueParser.convertText(bytes, field: field) else {
                guard ValueParser.text(bytes) != nil else { return Self.notUTF8 }
                return ValueParser.failure(bytes, for: field)
            }
            slot = value
        case .binary:
            return "binary data is not a \(field.type.rawValue)"
        }
        return nil
    }

    /// An INTEGER cell as a decimal field reads its text (`12` with `places: 2` is 12.00), made
    /// without the text; `nil` for one too large to be sure of (the text then says why).
    @inline(__always)
    static func decimal(_ n: Int64, places: Int?) -> FixedDecimal? {
        let places = places ?? 0
        guard places <= 18, n.magnitude < 1_000_000_000_000_000_000 else { return nil }
        // Below 10^18 times at most 10^18: the product fits.
        let scaled = Signed128(n).multipliedReportingOverflow(by: FixedDecimal.powerOfTen(places)).partialValue
        return FixedDecimal(mantissaHigh: scaled.high, low: scaled.low, scale: places)
    }

    /// A REAL cell as a decimal field with `places` reads its shortest round-trip text, made
    /// without the text: the value's nearest `places`-digit decimal, when that decimal reads back
    /// as the very same double. Below 2^52 hundredths (for `places: 2`), no other decimal of
    /// that many places does (doubles there lie closer together than a hundredth), so the
    /// shortest text has at most `places` digits after the point and is that decimal. `nil`
    /// otherwise (a binary fraction with no short form, too large a value, NaN): the text then
    /// decides, or says what is wrong.
    @inline(__always)
    static func decimal(_ value: Double, places: Int) -> FixedDecimal? {
        guard places <= 15, value.isFinite else { return nil }
        let scale = Self.exactPowersOfTen[places]
        let scaled = (value * scale).rounded(.toNearestOrEven)
        guard scaled.magnitude < 0x10_0000_0000_0000, scaled / scale == value else { return nil }
        let mantissa = Signed128(Int64(scaled))
        return FixedDecimal(mantissaHigh: mantissa.high, low: mantissa.low, scale: places)
    }

    /// 10^0 to 10^15, each exact in a double.
    private static let exactPowersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The shortest text that reads back as `value`, without an exponent when a decimal can hold
    /// it: `1e-05` → `0.00001`, `1e+300` as it is.
    static func positionalText(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
        return NumberText.positional("\(value)")
    }

    /// ``number(_:field:into:)`` over the UTF-8 of a number the driver gave as a value.
    private func number(text: String, field: InputPlan.Field, into slot: inout Value) -> String? {
        var text = text
        return text.withUTF8 { number($0, field: field, into: &slot) }
    }

    /// Converts a number's exact decimal text, as a JSON number is (`.` whatever the field's
    /// separators say, an exponent shifted exactly), into `slot`; returns what is wrong, or
    /// `nil`. `null_values` are texts, not numbers.
    @inline(__always)
    private func number(_ bytes: UnsafeBufferPointer<UInt8>, field: InputPlan.Field, into slot: inout Value) -> String?
    {
        switch ValueParser.convertNumber(bytes, field: field) {
        case .success(let value):
            slot = value
            return nil
        case .failure(let problem):
            guard let word = Self.nonFinite(bytes) else { return problem.message }
            // `null_values` are texts, and a database's number is none: the query must say it.
            return "\(MessageText.quoted(word)) is not a \(field.type.rawValue): no \(field.type.rawValue) holds "
                + "\(word); if it means no value, make it NULL in the query (in PostgreSQL, "
                + "SELECT NULLIF(\(field.column), '\(word)') AS \(field.column)) and make the field optional"
        }
    }

    /// `NaN`, `Infinity` or `-Infinity` when `bytes` are one of them (a PostgreSQL numeric or
    /// float, an SQLite real), else `nil`.
    static func nonFinite(_ bytes: some Collection<UInt8>) -> String? {
        let word = String(decoding: bytes, as: UTF8.self)
        return ["NaN", "Infinity", "-Infinity"].contains(word) ? word : nil
    }
}

/// A header line naming every column, then a CSV record per row: `kind,level,band,height`, then
/// one field per column (machine values: decimals exact with their places, dates `yyyy-MM-dd`,
/// null empty). The columns are the layout's `columns:`, then one per name of a field that is in
/// no column, in the order the row kinds declare them; so every field has its own place, and a
/// spreadsheet opens the file with named columns. A text that a spreadsheet would take for a
/// formula (it begins with `=`, `+`, `-`, `@`, a tab or a CR) is written after a `'`, as
/// spreadsheet guidance advises, so that opening the file runs nothing; numbers stay as they are.
/// `output.csv` changes the dialect: the delimiter, the decimal separator of numbers, a UTF-8 byte
/// order mark, and whether formulas are neutralised.
///
/// ```text
/// kind,level,band,height,title,description,amount,total,message
/// header,1,,60,Authorized Transactions,,,,
/// detail,3,odd,18,,Starbucks,3.11,,
/// ```
struct CSVRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    /// Per kind, per column: the field that goes there, or -1 for an empty cell.
    private var cellFields: [[Int]] = []
    /// Per kind: `kind,` and, after the level and band, `,height` (as the file writes them).
    private var kindPrefixes: [[UInt8]] = []
    private var heightParts: [[UInt8]] = []
    private var settings = OutputSettings.CSV()
    private var delimiter = ","

    /// Creates the renderer.
    init() {}

    /// `s` as a CSV field: quoted when it holds the delimiter, a quote or a line break. Looked
    /// for by scalar: a CR LF, or a quote with a combining mark, is one `Character` and equals neither.
    static func field(_ s: String, delimiter: Unicode.Scalar = ",") -> String {
        guard s.unicodeScalars.contains(where: { $0 == delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return s
        }
        return "\"" + s.replacingAll("\"", "\"\"") + "\""
    }

    /// A value as the file writes it: decimals exact with their places (and the dialect's
    /// separator), text neutralised unless the dialect keeps formulas.
    static func machineText(_ value: Value, places: Int?, dialect: OutputSettings.CSV = OutputSettings.CSV())
        -> String
    {
        switch value {
        case .decimal(let d):
            let text = d.formatted(places: places, grouping: false)
            return dialect.decimalSeparator == UInt8(ascii: ".") ? text : text.replacingAll(".", ",")
        case .string(let s): return dialect.neutralizesFormulas ? neutralized(s) : s
        default: return value.description
        }
    }

    /// `text`, after a `'` when a spreadsheet would read it as a formula (`=1+2`,
    /// `=HYPERLINK(…)`, `@SUM(…)`, `-2+3`, and a leading tab or CR, which some strip first).
    static func neutralized(_ text: String) -> String {
        startsAFormula(text) ? "'" + text : text
    }

    /// Whether `text` begins with `=`, `+`, `-`, `@`, a tab or a CR.
    static func startsAFormula(_ text: String) -> Bool {
        switch text.utf8.first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return true
        default: return false
        }
    }

    /// What a column holds, so that each holds one: numbers (ints and decimals), dates,
    /// date-times, bools or text.
    private static func typeClass(_ type: ValueType) -> Int {
        switch type {
        case .int, .decimal: return 1
        case .date: return 2
        case .datetime: return 3
        case .bool: return 4
        default: return 0
        }
    }

    /// The columns' names, and for each kind's fields the column each goes to (-1 for the kinds
    /// only PDF page headers and footers show, which never reach this renderer). Each column holds
    /// one type: a declared column takes the type of its first field that is not text, and a
    /// field of another type placed there goes to a column of its own name instead (a group's
    /// title placed in the date column goes to `title`), as a field in no column does.
    static func columns(_ schema: RenderSchema) -> (names: [String], targets: [[Int]]) {
        var names = schema.columns.map(\.name)
        var extra: [String: Int] = [:]
        var columnClass = [Int?](repeating: nil, count: schema.columns.count)
        for (k, kind) in schema.rowKinds.enumerated() where !schema.page.decorationKinds.contains(k) {
            for field in kind.fields {
                guard let column = field.column, column >= 0, column < columnClass.count else { continue }
                let type = typeClass(field.type)
                if columnClass[column] == nil || (columnClass[column] == 0 && type != 0) { columnClass[column] = type }
            }
        }
        let targets = schema.rowKinds.indices.map { k in
            schema.rowKinds[k].fields.map { field -> Int in
                if schema.page.decorationKinds.contains(k) { return -1 }
                if let column = field.column, column >= 0, column < schema.columns.count,
                    columnClass[column] == typeClass(field.type)
                {
                    return column
                }
                if let known = extra[field.name] { return known }
                names.append(field.name)
                extra[field.name] = names.count - 1
                return names.count - 1
            }
        }
        return (names, targets)
    }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        settings = schema.output.csv
        delimiter = String(Unicode.Scalar(settings.delimiter))
        let (names, targets) = Self.columns(schema)
        let scalar = Unicode.Scalar(settings.delimiter)
        cellFields = targets.map { fieldColumns in
            var fields = [Int](repeating: -1, count: names.count)
            for (i, column) in fieldColumns.enumerated() where column >= 0 { fields[column] = i }
            return fields
        }
        kindPrefixes = kinds.map { Array((Self.field($0.name, delimiter: scalar) + delimiter).utf8) }
        heightParts = kinds.map { kind in
            let height =
                settings.decimalSeparator == UInt8(ascii: ".")
                ? kind.height.description : kind.height.description.replacingAll(".", ",")
            return Array((delimiter + Self.field(height, delimiter: scalar)).utf8)
        }
        if settings.byteOrderMark { out.append("\u{FEFF}") }
        out.append(Self.headerNames(names).map { Self.field($0, delimiter: scalar) }.joined(separator: delimiter))
        out.append("\r\n")
    }

    /// The header: `kind,level,band,height`, then the columns' names, each made unique as pandas
    /// makes a repeated name unique (a field named `kind` is `kind.1`), so that a reader that
    /// goes by names loses no column.
    static func headerNames(_ names: [String]) -> [String] {
        let record = ["kind", "level", "band", "height"]
        return record + uniqueNames(names, after: record)
    }

    /// `names`, each one that repeats a name before it (or one of `taken`) given the first free
    /// suffix: `id`, `id.1`, `id.2`.
    static func uniqueNames(_ names: [String], after taken: [String] = []) -> [String] {
        var seen = Set(taken)
        return names.map { name in
            var unique = name
            var n = 1
            while seen.contains(unique) {
                unique = "\(name).\(n)"
                n += 1
            }
            seen.insert(unique)
            return unique
        }
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let kind = kinds[row.kind]
        out.append(bytes: kindPrefixes[row.kind])
        out.append(int: Int64(row.level))
        out.append(byte: settings.delimiter)
        switch row.band {
        case .odd?: out.append(utf8: "odd")
        case .even?: out.append(utf8: "even")
        case nil: break
        }
        out.append(bytes: heightParts[row.kind])
        for field in cellFields[row.kind] {
            out.append(byte: settings.delimiter)
            guard field >= 0, field < row.fields.count else { continue }
            append(row.fields[field], places: kind.fields[field].places, to: &out)
        }
        out.append(byte: UInt8(ascii: "\r"))
        out.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends one cell's value as ``machineText(_:places:dialect:)`` writes it, quoted as
    /// ``field(_:delimiter:)`` quotes it: numbers and dates written where they go, text looked at
    /// byte by byte (the delimiter, a quote and the line breaks are ASCII, never part of another
    /// character's bytes).
    private func append(_ value: Value, places: Int?, to out: inout OutputBuffer) {
        let delimiter = settings.delimiter
        switch value {
        case .null: return
        case .int(let n): return out.append(int: n)
        case .decimal(let d) where settings.decimalSeparator == UInt8(ascii: "."):
            return out.append(decimal: d, places: places)
        case .date(let date): return date.appendISO(to: &out)
        case .string(let text):
            let needsQuotes = text.utf8.contains {
                $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            }
            guard needsQuotes else {
                if settings.neutralizesFormulas, Self.startsAFormula(text) { out.append(byte: UInt8(ascii: "'")) }
                return out.append(utf8: text)
            }
        default: break
        }
        let text = Self.machineText(value, places: places, dialect: settings)
        out.append(Self.field(text, delimiter: Unicode.Scalar(delimiter)))
    }

    mutating func end(into out: inout OutputBuffer) {}
}

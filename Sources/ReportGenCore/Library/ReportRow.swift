/// One row of a report, for apps: its kind and fields by name, never by position.
///
/// ```swift
/// for row in try report.rows(sources: sources) {
///     switch row.kind {
///     case "detail": cell.text = row.string("description"); cell.amount = row.decimal("amount")
///     default: break
///     }
/// }
/// ```
public struct ReportRow: Sendable, Hashable, Identifiable {
    /// The row as the engine made it.
    let typed: TypedRow
    /// Its identity, in parts.
    let rowID: RowID
    /// Its kind's schema.
    public let schema: RowSchema.Kind

    init(_ typed: TypedRow, id: RowID, schema: RowSchema.Kind) {
        self.typed = typed
        self.rowID = id
        self.schema = schema
    }

    /// The row's identity, stable across runs (`detail/authorized/2016-04-01/2`).
    public var id: String { rowID.description }
    /// The kind's name.
    public var kind: String { schema.name }
    /// Header, detail, footer or empty.
    public var role: RowRole { typed.role }
    /// 0 for report rows, 1 for the outermost group level, and so on.
    public var level: Int { typed.level }
    /// The alternating band, if the kind has one.
    public var band: Band? { typed.band }
    /// Points.
    public var height: FixedDecimal { schema.height }
    /// ``height`` as the nearest `Double`, for a user interface's layout:
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, heightForRowAt path: IndexPath) -> CGFloat {
    ///     CGFloat(rows[path.row].heightInPoints)
    /// }
    /// ```
    public var heightInPoints: Double { Double(height.description) ?? 0 }
    /// For a detail row, the source and line of the record that made it (`posted.csv:14`;
    /// `records:3` for the third of ``ReportSource/records(_:)``); `nil` for header, footer,
    /// `empty` and `missing` rows, which no single record makes. Not part of the row's equality
    /// or its ``id``: a record that moves down its file, behind a new one, makes the same row.
    public var origin: RowOrigin? { typed.origin }
    /// The section the row is in, if any.
    public var section: String? { typed.section }

    /// The row's group keys down to `level`, as its ``id`` writes them (`/Authorized/2016-04-01`):
    /// fewer for a row of an outer level, none (`""`) for the report's own rows.
    func groupPath(toLevel level: Int) -> String {
        guard level > 0 else { return "" }
        var keys = 0
        var end = rowID.path.endIndex
        for index in rowID.path.indices where rowID.path[index] == "/" {
            keys += 1
            if keys > level {
                end = index
                break
            }
        }
        return String(rowID.path[..<end])
    }

    /// Whether `other` is this row with another band only.
    func differsOnlyInBand(from other: ReportRow) -> Bool {
        guard typed.band != other.typed.band, rowID == other.rowID, schema == other.schema else { return false }
        var banded = other.typed
        banded.band = typed.band
        return banded == typed
    }

    /// The value of field `name`; `nil` when the kind has no such field.
    public subscript(_ name: String) -> Value? {
        guard let index = schema.fieldIndex(name), index < typed.fields.count else { return nil }
        return typed.fields[index]
    }

    /// Field `name` as text (`nil` when absent or null; other types as they print).
    public func string(_ name: String) -> String? {
        guard let value = self[name], !value.isNull else { return nil }
        return value.description
    }

    /// Field `name` as an exact decimal (ints too); `nil` when absent, null or not a number.
    public func decimal(_ name: String) -> FixedDecimal? { self[name]?.decimalValue }

    /// Field `name` as an int; `nil` when absent, null or not an int.
    public func int(_ name: String) -> Int64? {
        guard case .int(let value)? = self[name] else { return nil }
        return value
    }

    /// Field `name` as a date; `nil` when absent, null or not a date.
    public func date(_ name: String) -> CivilDate? {
        guard case .date(let value)? = self[name] else { return nil }
        return value
    }

    /// Field `name` as a bool; `nil` when absent, null or not a bool.
    public func bool(_ name: String) -> Bool? {
        guard case .bool(let value)? = self[name] else { return nil }
        return value
    }

    /// Every field by name, in declared order.
    public var fields: [(name: String, value: Value)] {
        schema.fields.enumerated().map { ($1.name, $0 < typed.fields.count ? typed.fields[$0] : .null) }
    }
}

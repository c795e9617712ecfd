/// A CSV record per row: `kind,level,band,height`, then the row's fields in declared order
/// (machine values: decimals exact with their places, dates `yyyy-MM-dd`, null empty). Rows of
/// different kinds have different widths, so there is no header line.
public struct CSVRenderer: RowRenderer {
    private var kinds: [RowKind] = []

    /// Creates the renderer.
    public init() {}

    static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingAll("\"", "\"\"") + "\""
    }

    static func machineText(_ value: Value, places: Int?) -> String {
        if case .decimal(let d) = value { return d.formatted(places: places, grouping: false) }
        return value.description
    }

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let kind = kinds[row.kind]
        var record = [Self.field(kind.name), String(row.level), row.band?.rawValue ?? "", kind.height.description]
        for (i, field) in kind.fields.enumerated() {
            record.append(
                Self.field(Self.machineText(i < row.fields.count ? row.fields[i] : .null, places: field.places)))
        }
        out.append(record.joined(separator: ","))
        out.append("\r\n")
    }

    public mutating func end(into out: inout OutputBuffer) {}
}

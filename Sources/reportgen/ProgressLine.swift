import ReportGenCore

/// The progress meter's text: records and bytes read so far (of the total when the inputs' sizes
/// are known) and the rate, e.g. `1,250,000 records read, 41.3 MB of 66.1 MB (62%), 812,345 records/s`.
struct ProgressLine: Equatable {
    var records: Int
    var bytes: Int
    /// The inputs' total size; `nil` when one of them is not a regular file.
    var totalBytes: Int?
    /// Time since the run began.
    var milliseconds: Int

    var text: String {
        var parts = ["\(Self.grouped(records)) record\(records == 1 ? "" : "s") read"]
        if let totalBytes {
            let share = totalBytes > 0 ? " (\(min(100, Self.per(100, bytes, of: totalBytes)))%)" : ""
            parts.append("\(Self.size(bytes)) of \(Self.size(totalBytes))\(share)")
        } else {
            parts.append(Self.size(bytes))
        }
        parts.append("\(Self.grouped(Self.per(1000, records, of: milliseconds))) records/s")
        return parts.joined(separator: ", ")
    }

    /// `scale × part / whole`, rounded down, without overflow (for a share or a rate).
    static func per(_ scale: Int, _ part: Int, of whole: Int) -> Int {
        let whole = max(1, whole)
        let (product, overflow) = part.multipliedReportingOverflow(by: scale)
        return overflow ? part / whole * scale : product / whole
    }

    /// `n` with a comma every three digits.
    static func grouped(_ n: Int) -> String {
        var bytes: [UInt8] = []
        FixedDecimal(Int64(clamping: n)).append(places: nil, grouping: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A byte count in decimal units to a tenth: `512 B`, `41.3 MB`.
    static func size(_ n: Int) -> String {
        let units = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "kB")]
        for (unit, name) in units where n >= unit {
            let tenths = n / (unit / 10)
            return "\(grouped(tenths / 10)).\(tenths % 10) \(name)"
        }
        return "\(n) B"
    }
}

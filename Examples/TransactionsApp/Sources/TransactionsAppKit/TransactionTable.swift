public import Foundation
public import ReportGenCore

/// What a table view does with a batch update: `UITableView` is one (through a small extension in
/// the app), the recording table below another.
public protocol TableBatchUpdating: AnyObject {
    func performBatchUpdates(_ changes: SectionedRowChangeSet<ReportRow>)
}

/// The report behind a table view: sections by source, a typed row per cell, and refreshes that
/// animate by index paths.
public final class TransactionTable {
    let report: Report
    /// The sections the table shows: one per source, and the grand total's own.
    public private(set) var sections: [RowSection<ReportRow>] = []

    public init() throws {
        let layout = try Self.resource("transactions", "yaml")
        report = try Report(contentsOf: layout)
    }

    /// The app's file of authorized transactions.
    public static var authorizedFile: URL { get throws { try resource("authorized", "csv") } }

    /// The posted transactions as the API answered, JSON with its own date format.
    public static func postedAnswer(refreshed: Bool = false) throws -> Data {
        try Data(contentsOf: resource(refreshed ? "posted-refreshed" : "posted", "json"))
    }

    static func resource(_ name: String, _ type: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Resources") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    /// Runs the report over the file and the API's answer, rows as they are made.
    public func load(posted: Data) async throws -> [RowSection<ReportRow>] {
        var rows: [ReportRow] = []
        let sources: [String: ReportSource] = [
            "authorized": .file(try Self.authorizedFile),
            "posted": .bytes(Array(posted), format: .json, name: "posted"),
        ]
        for try await row in report.stream(sources: sources) { rows.append(row) }
        return RowSection.sections(of: rows, byLevel: 1)
    }

    /// Loads the first sections.
    public func reload(posted: Data) async throws {
        sections = try await load(posted: posted)
    }

    /// Runs the report again and animates the table from the old sections to the new ones.
    @discardableResult
    public func refresh(posted: Data, in table: any TableBatchUpdating) async throws -> SectionedRowChangeSet<ReportRow>
    {
        let new = try await load(posted: posted)
        let changes = SectionedRowChangeSet(old: sections, new: new)
        sections = new
        table.performBatchUpdates(changes)
        return changes
    }

    public var numberOfSections: Int { sections.count }

    public func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }

    /// The cell at a path: its typed row (the generated enum, built from the engine's row), reuse
    /// identifier and height.
    public func cell(at path: RowPath) -> Cell? {
        let row = sections[path.section].rows[path.row]
        guard let typed = TransactionRow(row) else { return nil }
        return Cell(row: typed, height: typed.height, band: row.band)
    }

    /// What a cell shows.
    public struct Cell: Sendable {
        public var row: TransactionRow
        public var height: Double
        public var band: Band?

        /// The cell's text, as a table cell would set its labels.
        public var text: String {
            switch row {
            case .header(let title), .subheader(let title): return title ?? ""
            case .detail(let description, let amount): return "\(description ?? "") \(amount.map { "\($0)" } ?? "")"
            case .footer(let total), .grandfooter(let total): return "Total \(total.map { "\($0)" } ?? "")"
            case .message(let message): return message ?? ""
            }
        }
    }
}

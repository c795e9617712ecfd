import Foundation
import Testing

/// Reads an XLSX file back with openpyxl (a real reader, from PyPI; `.ci/run` installs it) and
/// describes it line by line: sheets, frozen panes, print titles, column widths, and every row
/// with its outline level and height and every cell with its value, type, number format, fill,
/// font and alignment.
enum Workbook {
    static let script = #"""
        import sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        print("sheets " + ", ".join(wb.sheetnames))
        for ws in wb.worksheets:
            print(f"sheet {ws.title} freeze={ws.freeze_panes} rows={ws.max_row} columns={ws.max_column}"
                  f" titles={ws.print_title_rows} outline={ws.sheet_format.outlineLevelRow}"
                  f" summaryBelow={ws.sheet_properties.outlinePr.summaryBelow}")
            print("widths " + " ".join(f"{k}={v.width}" for k, v in sorted(ws.column_dimensions.items())))
            for row in ws.iter_rows():
                r = row[0].row
                d = ws.row_dimensions[r]
                cells = []
                for c in row:
                    v = c.value.isoformat() if hasattr(c.value, "isoformat") else repr(c.value)
                    s = f"{c.coordinate}={v} {c.data_type} [{c.number_format}]"
                    if c.fill.fill_type: s += f" fill={c.fill.fgColor.rgb}"
                    if c.font.b: s += " bold"
                    if c.font.i: s += " italic"
                    if c.font.sz != 11: s += f" size={c.font.sz}"
                    if c.font.color is not None and c.font.color.rgb: s += f" color={c.font.color.rgb}"
                    if c.alignment.horizontal: s += f" {c.alignment.horizontal}"
                    if c.alignment.indent: s += f" indent={int(c.alignment.indent)}"
                    cells.append(s)
                print(f"row {r} outline={d.outlineLevel} height={d.height}: " + " | ".join(cells))
        """#

    /// The description of the workbook at `path`, one line each.
    static func describe(_ path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Thrown, not only recorded: a caller that reads line N of an empty description trapped.
        struct Unreadable: Error, CustomStringConvertible { let description: String }
        guard process.terminationStatus == 0 else {
            throw Unreadable(description: "openpyxl could not read \(path): \(errors)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Writes `bytes` to a new file and describes it.
    static func describe(bytes: [UInt8]) throws -> [String] {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("report.xlsx")
        try Data(bytes).write(to: url)
        return try describe(url.path)
    }
}

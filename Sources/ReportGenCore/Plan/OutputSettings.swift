/// `output:` as checked: what each renderer is asked to do beyond the rows (layout 1.2 §5).
///
/// Renderers read it from ``RenderSchema/output``; a layout without `output:` gets ``standard``.
///
/// ```swift
/// schema.output.csv.delimiter   // UInt8(ascii: ";") for `output: { csv: { delimiter: ";" } }`
/// ```
package struct OutputSettings: Sendable, Equatable {
    /// `output.html`.
    package struct HTML: Sendable, Equatable {
        /// Groups fold open and shut (the page still shows every row without scripts).
        package var collapsible = false
    }

    /// `output.xlsx`.
    package struct XLSX: Sendable, Equatable {
        /// Footer and header aggregates of detail columns as `SUBTOTAL` formulas.
        package var formulas = true
        /// The author written to the workbook's document properties.
        package var author: String?
    }

    /// `output.csv`: the dialect of the file.
    package struct CSV: Sendable, Equatable {
        /// The byte between cells: an ASCII character other than a quote, CR or LF.
        package var delimiter = UInt8(ascii: ",")
        /// The decimal separator of numbers: `.` or `,`.
        package var decimalSeparator = UInt8(ascii: ".")
        /// A UTF-8 byte order mark before the first row (Excel on Windows needs it to read UTF-8).
        package var byteOrderMark = false
        /// Cells that a spreadsheet would read as a formula get a leading `'`.
        package var neutralizesFormulas = true
    }

    package var html = HTML()
    package var xlsx = XLSX()
    package var csv = CSV()

    /// The settings of a layout without `output:`.
    package static let standard = OutputSettings()
}

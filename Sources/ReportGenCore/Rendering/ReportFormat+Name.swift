extension ReportFormat {
    /// The formats by name, without their options: what `--format` takes. Both switches below are
    /// exhaustive, so a format added on either side does not compile until it has its counterpart.
    package enum Name: String, Sendable, CaseIterable {
        case text, json, ndjson, html, csv, markdown, pdf, xlsx
    }

    /// The format called `name`: text shaded or not, PDF with `pdf`.
    package init(_ name: Name, shadeBands: Bool, pdf: PDFRenderer.Options) {
        switch name {
        case .text: self = .text(shadeBands: shadeBands)
        case .json: self = .json
        case .ndjson: self = .ndjson
        case .html: self = .html
        case .csv: self = .csv
        case .markdown: self = .markdown
        case .xlsx: self = .xlsx
        case .pdf: self = .pdf(pdf)
        }
    }

    /// The format's name.
    package var name: Name {
        switch self {
        case .text: .text
        case .json: .json
        case .ndjson: .ndjson
        case .html: .html
        case .csv: .csv
        case .markdown: .markdown
        case .xlsx: .xlsx
        case .pdf: .pdf
        }
    }
}

extension ReportPlan {
    /// Marks the text fields that every emitter of their kind fills from one formatted number or
    /// date hole (`shares: "{shares:,}"`, `day: "{date:MMM dd, yyyy}"`) with that hole's format
    /// (``RowKind/Field/shownAs``), so that a spreadsheet can write the number or date the text
    /// shows, in the equivalent number format, instead of text.
    ///
    /// A field that any emitter fills some other way (literal text around the hole, two holes, an
    /// expression, another format) is not marked.
    mutating func markTemplateFormats() {
        // Per kind and field: the format every emitter gives it so far, or nil once one differs.
        var found: [Int: [Int: ValueFormat?]] = [:]
        func visit(_ emitter: EmitterPlan) {
            switch emitter {
            case .section(_, _, _, let rows):
                for row in rows { visit(row) }
            case .row(let row):
                for (index, value) in row.fields.enumerated() {
                    var format: ValueFormat?
                    if case .template(let template) = value, template.parts.count == 1,
                        case .hole(_, let holeFormat?) = template.parts[0]
                    {
                        format = holeFormat
                    }
                    if let earlier = found[row.kind]?[index], earlier != format {
                        found[row.kind]?[index] = .some(nil)
                    } else {
                        found[row.kind, default: [:]][index] = format
                    }
                }
            }
        }
        var emitters = detail + reportScope.header + reportScope.footer + reportScope.empty + page.header + page.footer
        for level in levels { emitters += level.scope.header + level.scope.footer + level.empty + level.missing }
        for emitter in emitters { visit(emitter) }
        for (kind, fields) in found {
            for (index, format) in fields where rowKinds[kind].fields[index].type == .string {
                rowKinds[kind].fields[index].shownAs = format
            }
        }
    }
}

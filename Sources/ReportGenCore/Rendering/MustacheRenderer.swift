import Mustache

/// Renders each row through a Mustache template for its kind: `DIR/KIND.mustache`, given the
/// row's fields by name and `kind`, `band`, `level`, `height` and `section`.
///
/// ```swift
/// let renderer = try MustacheRenderer(templates: ["detail": "{{description}}: {{amount}}\n"], schema: schema)
/// ```
package struct MustacheRenderer: RowRenderer {
    private var templates: [MustacheTemplate?] = []
    private var kinds: [RowKind] = []
    private var symbols = NumberSymbols.posix

    /// Why templates cannot be used.
    package struct TemplateError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// Compiles one template per row kind of `schema`; a kind without one, or a template that does
    /// not parse, is an error naming it.
    package init(templates sources: [String: String], schema: RenderSchema, directory: String = ".") throws {
        kinds = schema.rowKinds
        symbols = schema.locale.numbers
        // Rows that only page headers and footers emit never come here.
        let missing = kinds.indices.filter { !schema.page.decorationKinds.contains($0) }.map { kinds[$0].name }.filter {
            sources[$0] == nil
        }
        if !missing.isEmpty {
            throw TemplateError(
                description: "no template for row kind\(missing.count == 1 ? "" : "s") "
                    + missing.map { "'\($0)' (\(directory)/\($0).mustache)" }.joined(separator: ", "))
        }
        for kind in kinds {
            do {
                templates.append(try MustacheTemplate(string: sources[kind.name] ?? ""))
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError(
                    description:
                        "\(directory)/\(kind.name).mustache:\(error.context.lineNumber):\(error.context.columnNumber): "
                        + "\(error.error)")
            }
        }
    }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {}

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        if let template = templates[row.kind] { out.append(template.render(context(row))) }
    }

    /// What a template sees. A band or section the row does not have, a null field and empty
    /// text are absent, and bools are booleans, so that `{{#band}}`, `{{^memo}}` and `{{#flag}}`
    /// sections work as Mustache means them to (an empty or `"false"` string would count as true).
    func context(_ row: TypedRow) -> [String: Any] {
        let kind = kinds[row.kind]
        var context: [String: Any] = ["kind": kind.name, "level": row.level, "height": kind.height.description]
        if let band = row.band { context["band"] = band.rawValue }
        if let section = row.section { context["section"] = section }
        for (i, field) in kind.fields.enumerated() {
            switch i < row.fields.count ? row.fields[i] : .null {
            case .null, .string(""): context[field.name] = nil
            case .bool(let b): context[field.name] = b
            case let value: context[field.name] = field.display(value, numbers: symbols)
            }
        }
        return context
    }

    package mutating func end(into out: inout OutputBuffer) {}
}

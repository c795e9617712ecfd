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
        // Only the kinds the report's rows can use need one: rows that only page headers and
        // footers emit never come here, nor kinds no row emits.
        let used = schema.page.bodyKinds ?? Set(kinds.indices)
        let missing = kinds.indices.filter { used.contains($0) }.map { kinds[$0].name }.filter { sources[$0] == nil }
        if !missing.isEmpty {
            throw TemplateError(
                description: "no template for row kind\(missing.count == 1 ? "" : "s") "
                    + missing.map { "'\($0)' (\(directory)/\($0).mustache)" }.joined(separator: ", "))
        }
        for kind in kinds {
            let source = sources[kind.name] ?? ""
            let file = "\(directory)/\(kind.name).mustache"
            // The Mustache parser recurses once per open section: a template nesting thousands
            // of them would overflow the stack, so their depth is bounded before it parses.
            let scan = MustacheTagScan(source, depthLimit: Self.maxDepth)
            if let partial = scan.partial {
                throw TemplateError(
                    description: "\(file):\(partial.line):\(partial.column): partials ({{> name}}, {{< name}}) are "
                        + "not supported: each row kind has its own template, and a partial would show nothing")
            }
            if let (place, name) = scan.unclosed {
                throw TemplateError(
                    description: "\(file):\(place.line):\(place.column): the section '\(name)' opened here is never "
                        + "closed (write {{/\(name)}} where it ends)")
            }
            if let place = scan.tooDeep {
                throw TemplateError(
                    description: "\(file):\(place.line):\(place.column): sections nest more than \(Self.maxDepth) deep "
                        + "here, the most a template may nest")
            }
            do {
                templates.append(try MustacheTemplate(string: source))
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError(
                    description: "\(file):\(error.context.lineNumber):\(error.context.columnNumber): "
                        + Self.explanation(of: error.error))
            }
        }
    }

    /// The deepest sections may nest in a template.
    package static let maxDepth = 100

    /// A sentence for each of the parser's errors.
    private static func explanation(of error: any Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect:
            return "this closing tag does not close the section open here, or no section is open ({{/name}} "
                + "repeats its {{#name}})"
        case MustacheTemplate.Error.unfinishedName:
            return "a tag is not closed with }} (or holds characters a name cannot)"
        case MustacheTemplate.Error.expectedSectionEnd:
            return "a section is never closed: the template ends before its {{/name}}"
        case MustacheTemplate.Error.invalidSetDelimiter:
            return "a set-delimiter tag is malformed (write it {{=<% %>=}}: two delimiters between '=' signs)"
        case MustacheTemplate.Error.transformAppliedToInheritanceSection:
            return "a transform cannot be applied to an inherited section"
        case MustacheTemplate.Error.illegalTokenInsideInheritSection:
            return "only block definitions ({{$name}}) may stand inside a parent template tag"
        case MustacheTemplate.Error.textInsideInheritSection:
            return "only block definitions ({{$name}}) may stand inside a parent template tag, not text"
        case MustacheTemplate.Error.invalidConfigVariableSyntax:
            return "a configuration tag is malformed (write it {{% NAME: value}})"
        case MustacheTemplate.Error.unrecognisedConfigVariable: return "a configuration tag names an unknown setting"
        default: return "a tag is not closed: the template ends inside it"
        }
    }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {}

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        if let template = templates[row.kind] { out.append(template.render(context(row))) }
    }

    /// What a template sees. A band or section the row does not have, a null field and empty
    /// text are absent, and bools are booleans, so that `{{#band}}`, `{{^memo}}` and `{{#flag}}`
    /// sections work as Mustache means them to (an empty or `"false"` string would count as true).
    func context(_ row: TypedRow) -> RowContext {
        RowContext(values: values(row))
    }

    /// A row as a template sees it: its values by name; shown alone (`{{.}}`), nothing (a
    /// dictionary would show itself, its keys in a different order on every run).
    struct RowContext: MustacheParent, MustacheCustomRenderable {
        let values: [String: Any]
        func child(named name: String) -> Any? { values[name] }
        var renderText: String { "" }
        var isNull: Bool { false }
    }

    /// The values of a row's context (see ``context(_:)``).
    func values(_ row: TypedRow) -> [String: Any] {
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

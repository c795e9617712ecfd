/// A row or a section to emit, with its expressions compiled (see ``CompiledExpression``): what
/// the engine walks for every record. Made once per run from an ``EmitterPlan``; rows and
/// sections are classes, so that walking them copies nothing.
///
/// The emitter holds its row or section twice: ``node`` keeps it alive, and ``step`` is the same
/// object as a plain word, which the engine's walk per record reads (a row bound out of ``node``
/// was retained and released around each row built).
struct CompiledEmitter {
    enum Node {
        case row(Row)
        case section(Section)
    }

    /// What to walk per record: ``node``'s object, which ``node`` keeps alive, unretained.
    enum Step {
        case row(Unretained<Row>)
        case section(Unretained<Section>)
    }

    /// The row or the section.
    let node: Node
    /// The same, for the walk per record.
    let step: Step

    init(_ node: Node) {
        self.node = node
        switch node {
        case .row(let row): step = .row(Unretained(row))
        case .section(let section): step = .section(Unretained(section))
        }
    }

    /// One row to emit.
    final class Row {
        /// The plan it was compiled from: the positions for messages.
        let plan: RowEmitterPlan
        /// What the engine reads of the plan for every row, kept apart: reading them through
        /// `plan` copied the whole plan (a retain and a release of each of its arrays) per row.
        let kind: Int
        let idField: Int?
        let readsContinued: Bool
        let when: CompiledExpression?
        let id: CompiledExpression?
        let fields: [Field]

        init(_ plan: RowEmitterPlan) {
            self.plan = plan
            kind = plan.kind
            idField = plan.idField
            readsContinued = plan.readsContinued
            when = plan.when.map(CompiledExpression.init)
            id = plan.id.map(CompiledExpression.init)
            fields = plan.fields.map { field in
                switch field {
                case .template(let template):
                    if template.parts.count == 1, case .hole(.field(let slot), nil) = template.parts[0] {
                        return .fieldText(slot)
                    }
                    return .template(CompiledTemplate(template))
                case .expression(let e, let type, let places): return .expression(CompiledExpression(e), type, places)
                }
            }
        }
    }

    /// How one field's value is made.
    enum Field {
        case template(CompiledTemplate)
        /// A template that is one record field and nothing else (`"{description}"`): the field's
        /// text, read where it lies (a text field's value is its text) without calling a template.
        case fieldText(Int)
        /// An expression and, for decimals, the places to round to.
        case expression(CompiledExpression, ValueType, Int?)

        /// The field's value for a record, the environment and a scope's finished aggregates.
        /// A method, so that the payload is read where it lies (a `switch` over an array element
        /// outside copied it: a retain and a release of its closure per field).
        @inline(__always)
        func value(record: [Value], environment: EvaluationEnvironment, accumulators: [Value]) throws(EvaluationError)
            -> Value
        {
            switch self {
            case .fieldText(let slot):
                if case .string = record[slot] { return record[slot] }
                return .string(record[slot].description)
            case .template(let template):
                return .string(
                    try template.render(record: record, environment: environment, accumulators: accumulators))
            case .expression(let expression, let type, let places):
                return try expression.evaluate(record: record, environment: environment, accumulators: accumulators)
                    .asRowField(type, places: places)
            }
        }
    }

    /// A named group of rows.
    final class Section {
        let name: String
        let when: CompiledExpression?
        let position: SourcePosition
        let rows: [CompiledEmitter]

        init(name: String, when: Expr?, position: SourcePosition, rows: [EmitterPlan]) {
            self.name = name
            self.when = when.map(CompiledExpression.init)
            self.position = position
            self.rows = CompiledEmitter.compile(rows)
        }
    }

    /// `emitters`, compiled.
    static func compile(_ emitters: [EmitterPlan]) -> [CompiledEmitter] {
        emitters.map { emitter in
            switch emitter {
            case .row(let plan): return CompiledEmitter(.row(Row(plan)))
            case .section(let name, let when, let position, let rows):
                return CompiledEmitter(.section(Section(name: name, when: when, position: position, rows: rows)))
            }
        }
    }
}

/// A scope's emitters, compiled: a level's (or the report's) header, footer, `empty` and
/// `missing` rows. A class: read per record through `levelScopes[i]`, a struct would be copied
/// whole (a retain per array) for each property read.
final class CompiledScope {
    let header: [CompiledEmitter]
    let footer: [CompiledEmitter]
    let empty: [CompiledEmitter]
    let missing: [CompiledEmitter]
    /// Whether the header waits for the group's end (it reads aggregates).
    let holdsHeader: Bool

    init(_ scope: ScopePlan, empty: [EmitterPlan], missing: [EmitterPlan] = []) {
        header = CompiledEmitter.compile(scope.header)
        footer = CompiledEmitter.compile(scope.footer)
        self.empty = CompiledEmitter.compile(empty)
        self.missing = CompiledEmitter.compile(missing)
        holdsHeader = scope.holdsHeader
    }
}

/// A row or a section to emit, with its expressions compiled (see ``CompiledExpression``): what
/// the engine walks for every record. Made once per run from an ``EmitterPlan``; rows and
/// sections are classes, so that walking them copies nothing.
///
/// The emitter holds its row or section twice: ``node`` keeps it alive, and ``step`` lends the
/// same object, so the walk per record retains nothing.
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
        /// What the engine reads of the plan for every row, kept apart so no row copies the plan.
        let kind: Int
        let idField: Int?
        let readsContinued: Bool
        let when: CompiledExpression?
        let id: CompiledExpression?
        let fields: [Field]
        /// How each field is made, as plain words that ``fields`` keeps alive, so reading one per
        /// row copies and retains nothing.
        let steps: FixedBuffer<Field.Step>

        /// Compiles `plan`; a template that is one of the slots `takes` alone moves the slot's
        /// text into the row (see ``Field/takenText(_:)``), unless the row reads `continued` (its
        /// fields are then made twice).
        init(_ plan: RowEmitterPlan, takes: Set<Int> = []) {
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
                        return takes.contains(slot) && !plan.readsContinued ? .takenText(slot) : .fieldText(slot)
                    }
                    return .template(CompiledTemplate(template))
                case .expression(let e, let type, let places):
                    return .expression(CompiledExpression.Box(CompiledExpression(e)), type, places)
                }
            }
            steps = FixedBuffer(fields.map(\.step))
        }
    }

    /// How one field's value is made.
    enum Field {
        case template(CompiledTemplate)
        /// A template that is one record field and nothing else (`"{description}"`): the field's
        /// text, read where it lies (a text field's value is its text) without calling a template.
        case fieldText(Int)
        /// The same, for a field nothing else in the layout reads: where the row is built for the
        /// record being read (its detail rows), a text is moved out of the record into the row,
        /// and the record's slot left null, saving a retain and a release. Elsewhere, as
        /// ``fieldText(_:)``.
        case takenText(Int)
        /// An expression and, for decimals, the places to round to.
        case expression(CompiledExpression.Box, ValueType, Int?)

        /// The same, in plain words: the template or the expression lent by the field that keeps
        /// it (see ``Unretained``), and an expression that is a record field alone as its slot.
        enum Step {
            case template(Unretained<CompiledTemplate>)
            case fieldText(Int)
            case takenText(Int)
            case expression(Unretained<CompiledExpression.Box>, ValueType, Int?)
            /// An expression that is a record field alone (`amount: "signed"`).
            case slot(Int, ValueType, Int?)

            /// The field's value for a record, the environment and a scope's finished aggregates.
            @inline(__always)
            func value(record: [Value], environment: EvaluationEnvironment, accumulators: [Value])
                throws(EvaluationError) -> Value
            {
                switch self {
                case .fieldText(let slot), .takenText(let slot):
                    if case .string = record[slot] { return record[slot] }
                    return .string(record[slot].description)
                case .slot(let slot, let type, let places):
                    return try record[slot].asRowField(type, places: places)
                case .template, .expression:
                    return try called(record: record, environment: environment, accumulators: accumulators)
                }
            }

            /// The value of a template or an expression, out of line: the fields read where they
            /// lie stay small enough to be inlined where rows are built.
            @inline(never)
            private func called(record: [Value], environment: EvaluationEnvironment, accumulators: [Value])
                throws(EvaluationError) -> Value
            {
                switch self {
                case .template(let template):
                    return .string(
                        try template.with { (template) throws(EvaluationError) in
                            try template.render(record: record, environment: environment, accumulators: accumulators)
                        })
                case .expression(let box, let type, let places):
                    let value = try box.with { (box) throws(EvaluationError) in
                        try box.expression.evaluate(
                            record: record, environment: environment, accumulators: accumulators)
                    }
                    return try value.asRowField(type, places: places)
                case .fieldText, .takenText, .slot:
                    return try value(record: record, environment: environment, accumulators: accumulators)
                }
            }
        }

        /// This field as a step; the field keeps what the step lends.
        var step: Step {
            switch self {
            case .template(let template): return .template(Unretained(template))
            case .fieldText(let slot): return .fieldText(slot)
            case .takenText(let slot): return .takenText(slot)
            case .expression(let box, let type, let places):
                if let slot = box.expression.fieldSlot { return .slot(slot, type, places) }
                return .expression(Unretained(box), type, places)
            }
        }

        /// The field's value for a record, the environment and a scope's finished aggregates.
        func value(record: [Value], environment: EvaluationEnvironment, accumulators: [Value]) throws(EvaluationError)
            -> Value
        {
            try step.value(record: record, environment: environment, accumulators: accumulators)
        }
    }

    /// A named group of rows.
    final class Section {
        let name: String
        let when: CompiledExpression?
        let position: SourcePosition
        let rows: [CompiledEmitter]

        init(name: String, when: Expr?, position: SourcePosition, rows: [EmitterPlan], takes: Set<Int> = []) {
            self.name = name
            self.when = when.map(CompiledExpression.init)
            self.position = position
            self.rows = CompiledEmitter.compile(rows, takes: takes)
        }
    }

    /// `emitters`, compiled; their templates that are one of the slots `takes` alone move its text
    /// (see ``Field/takenText(_:)``).
    static func compile(_ emitters: [EmitterPlan], takes: Set<Int> = []) -> [CompiledEmitter] {
        emitters.map { emitter in
            switch emitter {
            case .row(let plan): return CompiledEmitter(.row(Row(plan, takes: takes)))
            case .section(let name, let when, let position, let rows):
                return CompiledEmitter(
                    .section(Section(name: name, when: when, position: position, rows: rows, takes: takes)))
            }
        }
    }
}

/// A scope's emitters, compiled: a level's (or the report's) header, footer, `empty` and
/// `missing` rows. A class, so reading it per record through `levelScopes[i]` copies nothing.
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

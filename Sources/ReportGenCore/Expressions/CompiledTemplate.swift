/// A ``Template`` compiled once, before a run (see ``CompiledExpression``): rendered as
/// `Evaluator.render` renders it. A class, so that the engine can lend it per row without a
/// retain (see ``Unretained``).
final class CompiledTemplate {
    typealias Code = ([Value], EvaluationEnvironment, [Value]) throws(EvaluationError) -> String

    private let code: Code

    init(_ template: Template) {
        code = Self.compile(template)
    }

    /// The text for a record, the environment and a scope's finished aggregates.
    @inline(__always)
    func render(record: [Value], environment: EvaluationEnvironment, accumulators: [Value]) throws(EvaluationError)
        -> String
    {
        try code(record, environment, accumulators)
    }

    private enum Piece {
        case text(String)
        case hole(CompiledExpression, ValueFormat?)
    }

    private static func compile(_ template: Template) -> Code {
        let pieces: [Piece] = template.parts.map { part in
            switch part {
            case .text(let s): return .text(s)
            case .hole(let e, let format): return .hole(CompiledExpression(e), format)
            }
        }
        if pieces.count == 1 {
            switch pieces[0] {
            case .text(let s):
                return { _, _, _ in s }
            case .hole(let e, nil):
                // "{description}": the value itself, no new string.
                return { r, env, acc throws(EvaluationError) in
                    let v = try e.evaluate(record: r, environment: env, accumulators: acc)
                    if case .string(let s) = v { return s }
                    return v.description
                }
            case .hole(let e, let format?):
                if case .hole(.field(let slot), _) = template.parts[0], case .date(let pattern) = format {
                    // "{date:MMM dd, yyyy}" (a group's header): a date field formatted where it lies,
                    // without evaluating the hole or matching the format with the value.
                    return { r, _, _ in
                        if case .date(let day) = r[slot] { return pattern.format(day) }
                        return format.format(r[slot])
                    }
                }
                // "{amount:.2}": the formatted value itself.
                return { r, env, acc throws(EvaluationError) in
                    format.format(try e.evaluate(record: r, environment: env, accumulators: acc))
                }
            }
        }
        return { r, env, acc throws(EvaluationError) in
            var out = ""
            for piece in pieces {
                switch piece {
                case .text(let s): out += s
                case .hole(let e, let format):
                    let v = try e.evaluate(record: r, environment: env, accumulators: acc)
                    out += format?.format(v) ?? v.description
                }
            }
            return out
        }
    }
}

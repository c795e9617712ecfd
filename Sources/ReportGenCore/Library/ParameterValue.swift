/// A parameter value given by name: as text (converted like `--param NAME=VALUE`), or as a value
/// of the parameter's type.
///
/// ```swift
/// try report.rows(sources: sources, parameters: ["cutoff": "2016-04-15", "limit": 10, "strict": true])
/// ```
public enum ParameterValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    case text(String)
    case value(Value)

    public init(stringLiteral text: String) {
        self = .text(text)
    }

    /// An int (for an `int` or a `decimal` parameter): `["limit": 10]`.
    public init(integerLiteral number: Int64) {
        self = .value(.int(number))
    }

    /// A bool: `["strict": true]`.
    public init(booleanLiteral flag: Bool) {
        self = .value(.bool(flag))
    }
}

extension ReportPlan {
    /// The value of every parameter, in order: the given ones converted and checked, defaults for
    /// the rest. An unknown name, a value that does not convert or fit, or a parameter without
    /// default that is not given is a ``ReportError/invalidParameter(_:)``.
    package func parameterValues(_ given: [String: ParameterValue]) throws(ReportError) -> [Value] {
        for name in given.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            let known = parameters.map(\.name)
            throw .invalidParameter(
                "unknown parameter '\(name)'"
                    + (known.isEmpty ? " (the layout has none)" : " (the layout has \(known.joined(separator: ", ")))")
                    + Suggestion.hint(for: name, in: known))
        }
        var values: [Value] = []
        for parameter in parameters {
            switch given[parameter.name] {
            case .text(let text)?:
                switch ValueParser.parse(
                    text: text, as: parameter.type, places: nil, pattern: nil, enumValues: [],
                    timeZone: parameter.timeZone)
                {
                case .success(let value): values.append(value)
                case .failure(let problem): throw .invalidParameter("parameter '\(parameter.name)': \(problem.message)")
                }
            case .value(var value)?:
                // An int is a decimal too, as in records.
                if parameter.type.valueType == .decimal, case .int(let i) = value { value = .decimal(FixedDecimal(i)) }
                guard value.isNull || value.type == parameter.type.valueType else {
                    throw .invalidParameter(
                        "parameter '\(parameter.name)' is \(parameter.type.valueType), but the value given is \(value.type)"
                    )
                }
                values.append(value)
            case nil:
                guard let value = parameter.defaultValue else {
                    throw .invalidParameter("parameter '\(parameter.name)' has no default and was not given")
                }
                values.append(value)
            }
        }
        return values
    }
}

// `parameters:`: their names, types and defaults.
extension LayoutChecker {
    mutating func checkParameters() -> [ParameterPlan] {
        var seen = Set<String>()
        var plans: [ParameterPlan] = []
        for p in layout.parameters {
            guard seen.insert(p.name.value).inserted else {
                diagnostics.error(.duplicateName, "parameter '\(p.name.value)' is declared twice", at: p.name.position)
                continue
            }
            guard p.isValid else {
                baseScope.erroneous.insert("params.\(p.name.value)")
                continue
            }
            var defaultValue: Value?
            if let text = p.defaultValue {
                switch ValueParser.parse(
                    text: text.text, as: p.type.value, places: nil, pattern: nil, enumValues: [], timeZone: timeZone)
                {
                case .success(let v): defaultValue = v
                case .failure(let problem):
                    diagnostics.error(
                        .typeMismatch, "default of parameter '\(p.name.value)': \(problem.message)", at: text.position)
                }
            }
            baseScope.parameters[p.name.value] = (plans.count, p.type.value.valueType)
            plans.append(
                ParameterPlan(
                    name: p.name.value, type: p.type.value, defaultValue: defaultValue,
                    timeZone: p.type.value == .datetime ? timeZone : nil))
        }
        return plans
    }
}

extension InputPlan.Field {
    /// Takes `spec`'s null texts (its own, else the input's) and number separators.
    mutating func applyDialect(of spec: FieldSpec, input: InputDialectSpec) {
        nullTexts = (spec.nullValues ?? input.nullValues).map { $0.value.map { Array($0.utf8) } }
        if spec.decimalSeparator != nil || spec.groupingSeparator != nil {
            separators = NumberSeparators(
                decimal: spec.decimalSeparator?.value ?? ".", grouping: spec.groupingSeparator?.value ?? "")
        }
    }
}

extension InputPlan.Field {
    /// The texts that mean null in this field (its own `null_values`, else the input's); `nil`
    /// for none: the empty text alone (which always means null).
    var nullTexts: [[UInt8]]? {
        get { dialect?.nullTexts }
        set { dialect = FieldDialect.boxed(nullTexts: newValue, separators: separators) }
    }

    /// `decimal_separator` / `grouping_separator`; `nil` for plain `-1234.56`.
    var separators: NumberSeparators? {
        get { dialect?.separators }
        set { dialect = FieldDialect.boxed(nullTexts: nullTexts, separators: newValue) }
    }

    /// Takes `spec`'s null texts (its own, else the input's) and number separators.
    mutating func applyDialect(of spec: FieldSpec, input: InputDialectSpec) {
        nullTexts = (spec.nullValues ?? input.nullValues).map { $0.value.map { Array($0.utf8) } }
        if spec.decimalSeparator != nil || spec.groupingSeparator != nil {
            separators = NumberSeparators(
                decimal: spec.decimalSeparator?.value ?? ".", grouping: spec.groupingSeparator?.value ?? "")
        }
    }
}

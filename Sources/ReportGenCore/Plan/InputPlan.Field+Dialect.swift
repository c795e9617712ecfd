extension InputPlan.Field {
    /// The texts that mean null in this field (its own `null_values`, else the input's); `nil`
    /// for none: the empty text alone (which always means null).
    var nullTexts: [[UInt8]]? {
        get { dialect?.nullTexts }
        set { dialect = FieldDialect.boxed(nullTexts: newValue, separators: separators, writtenAs: writtenAs) }
    }

    /// `decimal_separator` / `grouping_separator`; `nil` for plain `-1234.56`.
    var separators: NumberSeparators? {
        get { dialect?.separators }
        set { dialect = FieldDialect.boxed(nullTexts: nullTexts, separators: newValue, writtenAs: writtenAs) }
    }

    /// The other date type one source writes the field as (see ``FieldDialect/writtenAs``).
    var writtenAs: FieldType? { dialect?.writtenAs }

    /// Reads the field's texts as `type` (`date` or `datetime`, the other one), converting them
    /// into the field's type in `layoutZone`.
    mutating func read(as type: FieldType, layoutZone: ReportTimeZone) {
        dialect = FieldDialect.boxed(
            nullTexts: nullTexts, separators: separators, writtenAs: type == self.type ? nil : type,
            layoutZone: layoutZone)
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

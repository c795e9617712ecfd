extension ValueParser {
    /// Converts `b`, a number as a number (a JSON number, a database's INTEGER, REAL or NUMERIC),
    /// for `field`: written with `.` whatever the field's separators say, and in exponent form
    /// (`2.5E-3`) for an int or decimal field, shifted exactly; an int field takes a number with a
    /// point whose fraction is zeros (`15.0`, as it takes `1.50e1`; a REAL column's 15.0 too).
    /// Never a null text. The value, or why it is none (the text after `field 'NAME': `).
    static func convertNumber(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field) -> Result<Value, ValueProblem> {
        if field.type == .int || field.type == .decimal,
            NumberText.hasExponent(b) || (field.type == .int && NumberText.hasFraction(b))
        {
            return convertExponent(b, field: plainNumber(field))
        }
        if let v = convert(b, field: field) { return .success(v) }
        // The separators are for text and must not be asked for.
        return .failure(ValueProblem(message: problem(b, for: plainNumber(field))))
    }

    /// `field` without number separators, as for a number written plainly.
    private static func plainNumber(_ field: InputPlan.Field) -> InputPlan.Field {
        guard field.separators != nil else { return field }
        var plain = field
        plain.separators = nil
        return plain
    }

    /// A number in exponent form for an int or decimal field, or with a point for an int field.
    private static func convertExponent(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field) -> Result<
        Value, ValueProblem
    > {
        let shown = MessageText.quoted(b)
        let doesNotFit = ValueProblem(
            message: "\(shown) does not fit in "
                + (field.type == .int ? "a 64-bit int" : "a decimal (38 digits, at most 30 after the point)"))
        switch NumberText.expand(b, integer: field.type == .int) {
        case .plain(let text):
            return text.withUnsafeBufferPointer { plain in
                if let v = convert(plain, field: field) { return .success(v) }
                if field.type == .decimal, FixedDecimal(utf8: plain) == nil { return .failure(doesNotFit) }
                return .failure(ValueProblem(message: problem(plain, for: field, shown: shown)))
            }
        case .notANumber: return .failure(ValueProblem(message: problem(b, for: field)))
        case .doesNotFit: return .failure(doesNotFit)
        case .fraction: return .failure(ValueProblem(message: "\(shown) is not an int (its value has a fraction)"))
        }
    }
}

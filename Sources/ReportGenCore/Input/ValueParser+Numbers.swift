extension ValueParser {
    /// Why `b`, a number written plainly with `.` (a JSON number, a database's number), is not a
    /// value of `field`: the field's separators are for text and must not be asked for. `convert`
    /// reads such a number whatever the separators say.
    static func numberProblem(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field) -> String {
        problem(b, for: plainNumber(field))
    }

    /// `field` without number separators, as for a number written plainly.
    static func plainNumber(_ field: InputPlan.Field) -> InputPlan.Field {
        guard field.separators != nil else { return field }
        var plain = field
        plain.separators = nil
        return plain
    }
}

extension ValueParser {
    /// Whether `b` means null in `field`: the empty text, or with `null_values` one of those texts.
    @inline(__always)
    static func isNull(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field) -> Bool {
        guard let texts = field.nullTexts else { return b.isEmpty }
        for text in texts where text.count == b.count {
            if text.withUnsafeBufferPointer({ memoryEqual($0, b) }) { return true }
        }
        return false
    }

    /// Why `b` cannot be `field`'s value: it means null and the field is not optional, or it does
    /// not convert. The text after `field 'NAME': `.
    static func failure(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field) -> String {
        guard field.nullTexts != nil else {
            return b.isEmpty ? "empty value (the field is not optional)" : problem(b, for: field)
        }
        if isNull(b, for: field) {
            return "\(MessageText.quoted(b)) means null (null_values), and the field is not optional"
        }
        // `null_values` without "" makes the empty text a value like any other.
        return problem(b, for: field) + (b.isEmpty ? " (an empty value is null only when null_values lists \"\")" : "")
    }
}

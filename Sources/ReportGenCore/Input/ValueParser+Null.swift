extension ValueParser {
    /// Converts text `b` for `field` as every reader converts text — a CSV field, a JSON string,
    /// a database's text cell, an app's `.string` value: `.null` when `b` means null (the empty
    /// text, or one of `null_values`) and the field is optional; `nil` when it means null in a
    /// field that is not optional, or is no value (ask ``failure(_:for:)`` why). The number
    /// separators apply. A field without `null_values` or separators pays for neither.
    @inline(__always)
    static func convertText(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field) -> Value? {
        guard field.dialect == nil else { return convertWithDialect(b, field: field) }
        if b.isEmpty { return field.optional ? .null : nil }
        return convert(b, field: field)
    }

    /// Converts `b` for a field with `null_values` or number separators (one whose `dialect` is
    /// set; the others take the plain path, which pays nothing for either): `.null` when `b`
    /// means null and the field is optional; `nil` when `b` means null in a field that is not
    /// optional, or is no value (ask ``failure(_:for:)`` why).
    @inline(never)
    static func convertWithDialect(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field) -> Value? {
        if isNull(b, for: field) { return field.optional ? .null : nil }
        if let writtenAs = field.writtenAs { return convertAcross(b, field: field, writtenAs: writtenAs) }
        guard let separators = field.separators, field.type == .decimal || field.type == .int else {
            return convert(b, field: field)
        }
        // `convert` reads plain `-1234.56`; the separators have been checked on the way there.
        return separators.withPlain(b) { plain in plain.flatMap { convert($0, field: field) } }
    }

    /// Whether `b` means null in `field`: the empty text (always, as an optional field's empty value
    /// is null), or one of its `null_values`.
    static func isNull(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field) -> Bool {
        guard let texts = field.nullTexts, !b.isEmpty else { return b.isEmpty }
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
        if b.isEmpty { return "empty value (the field is not optional)" }
        if isNull(b, for: field) {
            return "\(MessageText.quoted(b)) means null (null_values), and the field is not optional"
        }
        return problem(b, for: field)
    }

    /// Converts `b`, written as `writtenAs` (a source's `type:`), into `field`'s own date type: a
    /// datetime into a date field is its day in the layout's zone (an instant at its offset there,
    /// a naive one as written); a date into a datetime field is its midnight in the layout's zone.
    static func convertAcross(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field, writtenAs: FieldType) -> Value? {
        let zone = field.dialect?.layoutZone ?? .utc
        switch convert(b, field: field.written(as: writtenAs)) {
        case .datetime(let instant)?:
            return .date(instant.isNaive ? instant.date : zone.place(instant).date)
        case .date(let day)?:
            let seconds = zone.instant(localSeconds: Int64(day.daysSinceEpoch) * 86_400)
            return .datetime(Timestamp(seconds: seconds, utcOffset: zone.offset(at: seconds)))
        case let other: return other
        }
    }
}

extension InputPlan.Field {
    /// The field as its texts are written when a source writes it as `type`: that type, without
    /// the conversion (its null texts have been looked at already).
    func written(as type: FieldType) -> InputPlan.Field {
        var field = self
        field.type = type
        field.dialect = nil
        return field
    }
}

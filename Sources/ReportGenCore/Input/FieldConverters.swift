/// The declared fields of an input, each compiled once, when the stream opens, into how its text
/// becomes its value. The common kinds — text, decimals, ISO dates, ints, enum values of up to
/// eight bytes — convert without touching the field's plan (nothing is copied or retained per
/// record, an enum value is one 64-bit comparison); the others, and every field with
/// `null_values` or number separators, go to ``ValueParser`` with the field, as every reader's do.
struct FieldConverters {
    /// How one declared field converts: plain values only, so reading one copies nothing.
    struct Converter {
        /// What the field's text is read as.
        enum Kind: UInt8 {
            /// The field is not in the stream: always null.
            case absent
            /// Text, built as a `String`.
            case string
            /// Text no expression reads: never built.
            case unusedString
            /// A decimal, with ``places`` if set.
            case decimal
            /// `yyyy-MM-dd`.
            case isoDate
            /// A 64-bit int.
            case int
            /// An enum whose values all have at most eight bytes: ``enumStart``..<``enumEnd`` in
            /// ``FieldConverters/enumValues``.
            case shortEnum
            /// Anything else: ``ValueParser/convertText(_:field:)`` with the field.
            case general
        }

        var kind: Kind
        var optional: Bool
        /// For a decimal: the digits it has after the point.
        var places: Int?
        /// The field's column in the stream (0, unread, for ``Kind/absent``).
        var column: Int
        var enumStart = 0
        var enumEnd = 0
    }

    /// A value of a short enum: its text as a little-endian word (zero-padded), and its label.
    struct EnumValue {
        var word: UInt64
        var length: Int
        var label: Value
    }

    /// The declared fields, for the general kind and for messages.
    let fields: [InputPlan.Field]
    /// One a declared field, in order.
    let converters: [Converter]
    /// The values of the short enums, one after the other.
    private let enumValues: [EnumValue]
    /// The texts of the string fields built lately.
    private let texts = TextCache()

    /// Compiles `fields`, read from `columns` (-1 for a field not in the stream).
    init(fields: [InputPlan.Field], columns: [Int]) {
        var converters: [Converter] = []
        var enumValues: [EnumValue] = []
        for (index, field) in fields.enumerated() {
            let column = index < columns.count ? columns[index] : -1
            var converter = Converter(kind: .general, optional: field.optional, places: field.places, column: column)
            if column < 0 {
                converter.kind = .absent
                converter.column = 0
            } else if field.dialect == nil {
                switch field.type {
                case .string: converter.kind = field.isUsed ? .string : .unusedString
                case .decimal: converter.kind = .decimal
                case .int: converter.kind = .int
                case .date where field.pattern.map({ $0.tokens == DatePattern.iso.tokens }) ?? true:
                    converter.kind = .isoDate
                case .enum where field.enumValues.allSatisfy({ $0.raw.count <= 8 }):
                    converter.kind = .shortEnum
                    converter.enumStart = enumValues.count
                    for (raw, label) in field.enumValues {
                        let word = raw.withUnsafeBufferPointer { Self.word($0) }
                        enumValues.append(EnumValue(word: word, length: raw.count, label: label))
                    }
                    converter.enumEnd = enumValues.count
                default: break
                }
            }
            converters.append(converter)
        }
        self.fields = fields
        self.converters = converters
        self.enumValues = enumValues
    }

    /// `b` (at most eight bytes) as a little-endian word, zero-padded.
    @inline(__always)
    private static func word(_ b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for i in 0..<b.count { word |= UInt64(b[i]) &<< (UInt64(truncatingIfNeeded: i) &* 8) }
        return word
    }

    /// The value of `b`, the text of field `index` (whose converter is `converter`): `.null` when
    /// it is empty (or, with `null_values`, means null) and the field is optional; `nil` when it
    /// is no value of the field (ask ``ValueParser/failure(_:for:)`` why).
    @inline(__always)
    func value(of b: UnsafeBufferPointer<UInt8>, field index: Int, _ converter: Converter) -> Value? {
        switch converter.kind {
        case .absent: return .null
        case .general: return general(b, field: index)
        default: break
        }
        if b.isEmpty { return converter.optional ? .null : nil }
        switch converter.kind {
        case .string: return texts.string(b).map { .string($0) }
        case .unusedString: return .null
        case .decimal: return ValueParser.decimal(b, places: converter.places)
        case .isoDate: return CivilDate.parseISO(b).map { .date($0) }
        case .int: return ValueParser.parseInt(b).map { .int($0) }
        case .shortEnum:
            guard b.count <= 8 else { return nil }
            let word = Self.word(b)
            for k in converter.enumStart..<converter.enumEnd {
                let value = enumValues[k]
                if value.word == word, value.length == b.count { return value.label }
            }
            return nil
        case .absent, .general: return nil
        }
    }

    /// ``value(of:field:_:)`` for the general kind, out of line: the field's plan is read here only.
    @inline(never)
    private func general(_ b: UnsafeBufferPointer<UInt8>, field index: Int) -> Value? {
        ValueParser.convertText(b, field: fields[index])
    }
}

/// The declared fields of an input, each compiled once, when the stream opens, into how its text
/// becomes its value. The common kinds — text, decimals, ISO dates, ints, enum values of up to
/// eight bytes — convert without touching the field's plan (nothing is copied or retained per
/// record; an enum's text is one 64-bit comparison a value, or one table lookup when every value
/// is one byte); the others, and every field with `null_values` or number separators, go to
/// ``ValueParser`` with the field, as every reader's do.
struct FieldConverters {
    /// How one declared field converts: sixteen bytes of plain values, so reading one copies nothing.
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
            /// An enum whose values are all one byte (`A`/`P`, `D`/`C`): looked up by the byte in
            /// table ``enumStart`` of ``FieldConverters/byteTables``, not compared value by value.
            case byteEnum
            /// Anything else: ``ValueParser/convertText(_:field:)`` with the field.
            case general
        }

        var kind: Kind
        var optional: Bool
        /// For a decimal: the digits it has after the point, or -1 for any. Clamped to 0...31,
        /// which round alike (to at most 30, and never equal to a parsed scale above 30).
        var places: Int8
        /// The field's column in the stream (0, unread, for ``Kind/absent``). A column's index is
        /// below the record limit, so it fits.
        var column: UInt32
        var enumStart: UInt32 = 0
        var enumEnd: UInt32 = 0

        /// The value of an empty text: null, or none (`nil`) when the field is not optional.
        @inline(__always)
        var empty: Value? { optional ? .null : nil }
    }

    /// A value of a short enum: its text as a little-endian word (zero-padded), and where its
    /// label is in ``labels``.
    struct EnumValue {
        var word: UInt64
        var length: Int
        var label: Int
    }

    /// The declared fields, for the general kind and for messages.
    let fields: [InputPlan.Field]
    /// One per declared field, in order.
    let converters: [Converter]
    /// The values of the short enums, one after the other.
    private let enumValues: [EnumValue]
    /// Their labels, in the same order: in memory of their own, so that a slot can be compared
    /// with one where both lie (see ``convert(_:field:_:into:)``).
    private let labels: FixedBuffer<Value>
    /// For each one-byte enum, 256 entries: the index in ``labels`` of the label of the value
    /// that is that byte, plus one; 0 for a byte that is no value.
    private let byteTables: FixedBuffer<Int32>
    /// The texts of the string fields built lately.
    private let texts = TextCache()
    /// The last date of each date field.
    private let lastDates: LastDates

    /// Compiles `fields`, read from `columns` (-1 for a field not in the stream).
    init(fields: [InputPlan.Field], columns: [Int]) {
        var converters: [Converter] = []
        var enumValues: [EnumValue] = []
        var labels: [Value] = []
        var byteTables: [Int32] = []
        for (index, field) in fields.enumerated() {
            let column = index < columns.count ? columns[index] : -1
            var converter = Converter(
                kind: .general, optional: field.optional, places: field.places.map { Int8(clamping: max(0, $0)) } ?? -1,
                column: UInt32(truncatingIfNeeded: max(0, column)))
            if column < 0 {
                converter.kind = .absent
            } else if field.dialect == nil {
                switch field.type {
                case .string: converter.kind = field.isUsed ? .string : .unusedString
                case .decimal: converter.kind = .decimal
                case .int: converter.kind = .int
                case .date where field.pattern.map({ $0.tokens == DatePattern.iso.tokens }) ?? true:
                    converter.kind = .isoDate
                case .enum where !field.enumValues.isEmpty && field.enumValues.allSatisfy({ $0.raw.count == 1 }):
                    converter.kind = .byteEnum
                    converter.enumStart = UInt32(truncatingIfNeeded: byteTables.count / 256)
                    var table = [Int32](repeating: 0, count: 256)
                    for (raw, label) in field.enumValues where table[Int(raw[0])] == 0 {
                        // The first of equal values wins, as in the value parser.
                        table[Int(raw[0])] = Int32(truncatingIfNeeded: labels.count + 1)
                        labels.append(label)
                    }
                    byteTables += table
                case .enum where field.enumValues.allSatisfy({ $0.raw.count <= 8 }):
                    converter.kind = .shortEnum
                    converter.enumStart = UInt32(truncatingIfNeeded: enumValues.count)
                    for (raw, label) in field.enumValues {
                        let word = raw.withUnsafeBufferPointer { Self.word($0) }
                        enumValues.append(EnumValue(word: word, length: raw.count, label: labels.count))
                        labels.append(label)
                    }
                    converter.enumEnd = UInt32(truncatingIfNeeded: enumValues.count)
                default: break
                }
            }
            converters.append(converter)
        }
        self.fields = fields
        self.converters = converters
        self.enumValues = enumValues
        self.labels = FixedBuffer(labels)
        self.byteTables = FixedBuffer(byteTables)
        lastDates = LastDates(count: fields.count)
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
        case .string:
            guard !b.isEmpty else { return converter.empty }
            return texts.string(b).map { .string($0) }
        case .unusedString: return b.isEmpty ? converter.empty : .null
        case .decimal:
            guard !b.isEmpty else { return converter.empty }
            return ValueParser.decimal(b, places: converter.places < 0 ? nil : Int(converter.places))
        case .isoDate:
            guard !b.isEmpty else { return converter.empty }
            return lastDates.date(b, field: index).map { .date($0) }
        case .int:
            guard !b.isEmpty else { return converter.empty }
            return ValueParser.parseInt(b).map { .int($0) }
        case .shortEnum:
            guard !b.isEmpty else { return converter.empty }
            return label(of: b, converter).map { labels[$0] }
        case .byteEnum:
            guard !b.isEmpty else { return converter.empty }
            return byteLabel(of: b, converter).map { labels[$0] }
        case .general: return general(b, field: index)
        }
    }

    /// Where the label of short enum text `b` is in ``labels``; `nil` when `b` is none of the
    /// enum's values.
    @inline(__always)
    private func label(of b: UnsafeBufferPointer<UInt8>, _ converter: Converter) -> Int? {
        guard b.count <= 8 else { return nil }
        let word = Self.word(b)
        return enumValues.withUnsafeBufferPointer { values in
            for k in Int(converter.enumStart)..<Int(converter.enumEnd)
            where values[k].word == word && values[k].length == b.count {
                return values[k].label
            }
            return nil
        }
    }

    /// Where the label of one-byte enum text `b` is in ``labels``; `nil` when `b` is none of the
    /// enum's values.
    @inline(__always)
    private func byteLabel(of b: UnsafeBufferPointer<UInt8>, _ converter: Converter) -> Int? {
        guard b.count == 1, let byte = b.baseAddress?.pointee else { return nil }
        let entry = byteTables[Int(converter.enumStart) &* 256 &+ Int(byte)]
        return entry == 0 ? nil : Int(entry) &- 1
    }

    /// Converts `b`, the text of field `index`, into `slot`, as ``value(of:field:_:)`` does; false
    /// when it is no value of the field. A short enum's label is written only when the slot does
    /// not hold it already: an enum field usually repeats (a source's group, a debit), and
    /// writing it copied the label and released the old one.
    @inline(__always)
    func convert(
        _ b: UnsafeBufferPointer<UInt8>, field index: Int, _ converter: Converter,
        into slot: UnsafeMutablePointer<Value>
    ) -> Bool {
        if converter.kind == .byteEnum || converter.kind == .shortEnum, !b.isEmpty {
            guard let k = converter.kind == .byteEnum ? byteLabel(of: b, converter) : label(of: b, converter) else {
                return false
            }
            if !Value.sameRepresentation(slot, labels.pointer(at: k)) { Value.store(labels[k], in: slot) }
            return true
        }
        guard let value = value(of: b, field: index, converter) else { return false }
        Value.store(value, in: slot)
        return true
    }

    /// ``value(of:field:_:)`` for the general kind, out of line: the field's plan is read here only.
    @inline(never)
    private func general(_ b: UnsafeBufferPointer<UInt8>, field index: Int) -> Value? {
        ValueParser.convertText(b, field: fields[index])
    }
}

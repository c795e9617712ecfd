extension CSVRecordReader {
    /// How a field's bytes become its value, as a type: the record loop is specialized for each,
    /// so that an input without `null_values` or separators runs the plain loop it always ran.
    protocol Conversion {
        /// Whether `b` means null in `field`.
        func isNull(_ b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Bool
        /// The value of `b` (not null) in `field`; `nil` when it is none.
        func value(of b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Value?
    }

    /// No field has `null_values` or separators: the empty text is null, the rest plain.
    struct Plain: Conversion {
        @inline(__always)
        func isNull(_ b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Bool { b.isEmpty }

        @inline(__always)
        func value(of b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Value? {
            ValueParser.convert(b, field: field)
        }
    }

    /// Some fields have `null_values` or separators.
    struct WithDialect: Conversion {
        func isNull(_ b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Bool {
            ValueParser.isNull(b, for: field)
        }

        func value(of b: UnsafeBufferPointer<UInt8>, in field: InputPlan.Field) -> Value? {
            ValueParser.convertWithDialect(b, field: field)
        }
    }
}

/// How one input field is written beyond its type: its null texts and number separators.
final class FieldDialect: Sendable {
    /// The texts that mean null besides the empty text (which always does); `nil` for none.
    let nullTexts: [[UInt8]]?
    /// `decimal_separator` / `grouping_separator`; `nil` for plain `-1234.56`.
    let separators: NumberSeparators?

    init(nullTexts: [[UInt8]]?, separators: NumberSeparators?) {
        self.nullTexts = nullTexts
        self.separators = separators
    }

    /// A box for these, or `nil` when neither is set.
    static func boxed(nullTexts: [[UInt8]]?, separators: NumberSeparators?) -> FieldDialect? {
        nullTexts == nil && separators == nil ? nil : FieldDialect(nullTexts: nullTexts, separators: separators)
    }
}

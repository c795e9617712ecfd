/// How one input field is written beyond its type: its null texts and number separators, and for
/// one source's `fields:` the other date type it is written as.
final class FieldDialect: Sendable {
    /// The texts that mean null besides the empty text (which always does); `nil` for none.
    let nullTexts: [[UInt8]]?
    /// `decimal_separator` / `grouping_separator`; `nil` for plain `-1234.56`.
    let separators: NumberSeparators?
    /// The type the texts are written as when a source says another than the field's (`datetime`
    /// for a `date` field, or `date` for a `datetime` one); `nil` when it is the field's.
    let writtenAs: FieldType?
    /// The layout's zone (`input.time_zone`): a datetime read into a date field is taken on its day
    /// there, and a date read into a datetime field is its midnight there, never the device's.
    let layoutZone: ReportTimeZone?

    init(
        nullTexts: [[UInt8]]?, separators: NumberSeparators?, writtenAs: FieldType? = nil,
        layoutZone: ReportTimeZone? = nil
    ) {
        self.nullTexts = nullTexts
        self.separators = separators
        self.writtenAs = writtenAs
        self.layoutZone = layoutZone
    }

    /// A box for these, or `nil` when none is set.
    static func boxed(
        nullTexts: [[UInt8]]?, separators: NumberSeparators?, writtenAs: FieldType? = nil,
        layoutZone: ReportTimeZone? = nil
    ) -> FieldDialect? {
        nullTexts == nil && separators == nil && writtenAs == nil
            ? nil
            : FieldDialect(nullTexts: nullTexts, separators: separators, writtenAs: writtenAs, layoutZone: layoutZone)
    }
}

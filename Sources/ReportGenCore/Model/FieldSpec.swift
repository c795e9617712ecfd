/// One typed field: of the input schema, of a row kind, or a parameter's type.
public struct FieldSpec: Sendable {
    /// The field's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<FieldType>
    /// `places:` for decimals.
    public var places: Located<Int>?
    /// `format:` for dates and date-times.
    public var format: Located<String>?
    /// `column:`: the CSV header or JSON key, when it differs from the name.
    public var column: Located<String>?
    /// `optional: true`.
    public var optional: Bool
    /// `values:` for enums: raw value → label, in order.
    public var enumValues: [(raw: Located<String>, label: String)]
    /// False when the field's type or shape was invalid (already reported): later stages keep its
    /// name known but check nothing against its type, so one mistake is reported once.
    public var isValid = true
    /// `null_values:` (input fields): the texts that mean null in this field, replacing the input's list.
    public var nullValues: Located<[String]>? = nil
    /// `decimal_separator:` (int and decimal input fields), one character.
    public var decimalSeparator: Located<String>? = nil
    /// `grouping_separator:` (int and decimal input fields), one character.
    public var groupingSeparator: Located<String>? = nil

    /// The column or key the value is read from.
    public var columnName: String { column?.value ?? name.value }
}

/// One typed field: of the input schema, of a row kind, or a parameter's type.
struct FieldSpec: Sendable {
    /// The field's name.
    var name: Located<String>
    /// Its type.
    var type: Located<FieldType>
    /// `places:` for decimals.
    var places: Located<Int>?
    /// `format:` for dates and date-times.
    var format: Located<String>?
    /// `format:` for int and decimal row fields: `{ currency: EUR, negative: red }`.
    var numberStyle: Located<NumberStyle>? = nil
    /// `column:`: the CSV header or JSON key, when it differs from the name.
    var column: Located<String>?
    /// `optional: true`.
    var optional: Bool
    /// `values:` for enums: raw value → label, in order.
    var enumValues: [(raw: Located<String>, label: String)]
    /// False when the field's type or shape was invalid (already reported): later stages keep its
    /// name known but check nothing against its type, so one mistake is reported once.
    var isValid = true
    /// `null_values:` (input fields): the texts that mean null in this field, replacing the input's list.
    var nullValues: Located<[String]>? = nil
    /// `decimal_separator:` (int and decimal input fields), one character.
    var decimalSeparator: Located<String>? = nil
    /// `grouping_separator:` (int and decimal input fields), one character.
    var groupingSeparator: Located<String>? = nil

    /// The column or key the value is read from.
    var columnName: String { column?.value ?? name.value }
}

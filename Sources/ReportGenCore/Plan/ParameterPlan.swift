/// One parameter.
package struct ParameterPlan: Sendable {
    var name: String
    var type: FieldType
    /// The default, already converted; `nil` when the parameter must be given.
    package var defaultValue: Value?
    /// For `datetime` under `input.time_zone`: the zone a value given with `--param` is read in.
    var timeZone: ReportTimeZone? = nil
}

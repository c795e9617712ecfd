/// One parameter.
public struct ParameterPlan: Sendable {
    public var name: String
    public var type: FieldType
    /// The default, already converted; `nil` when the parameter must be given.
    public var defaultValue: Value?
    /// For `datetime` under `input.time_zone`: the zone a value given with `--param` is read in.
    public var timeZone: ReportTimeZone? = nil
}

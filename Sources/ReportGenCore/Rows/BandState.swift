/// The report-wide band state machine: initially even; `toggle` flips then takes, `keep` takes,
/// `odd`/`even` are fixed and leave the state alone, `none` has no band.
struct BandState: Sendable {
    private var current = Band.even

    /// Starts even.
    init() {}

    /// The band of the next row of a kind with `rule`.
    @inline(__always)
    mutating func assign(_ rule: BandRule) -> Band? {
        switch rule {
        case .toggle:
            current = current == .even ? .odd : .even
            return current
        case .keep: return current
        case .odd, .even, .none: return rule.fixedBand
        }
    }
}

/// How a row kind takes part in the alternating bands.
enum BandRule: String, Hashable, Sendable, CaseIterable {
    /// Flip the report's band state, then take it.
    case toggle
    /// Take the current state.
    case keep
    /// Always odd; the state is left alone.
    case odd
    /// Always even; the state is left alone.
    case even
    /// No band.
    case none

    /// The band a row of this rule has whatever the state: `odd` and `even` theirs, `none` none;
    /// `nil` too for `toggle` and `keep`, which take theirs from the state (see ``BandState``).
    var fixedBand: Band? {
        switch self {
        case .odd: return .odd
        case .even: return .even
        case .toggle, .keep, .none: return nil
        }
    }
}

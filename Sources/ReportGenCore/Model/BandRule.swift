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
}

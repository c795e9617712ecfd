/// A row's band.
public enum Band: String, Sendable, Hashable {
    case odd, even
}

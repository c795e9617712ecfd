/// How text sits in its column or row: `align: left | center | right`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
}

/// How text sits in its column or row: `align: left | center | right`. (Named apart from
/// SwiftUI's `TextAlignment`.)
public enum ReportTextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
}

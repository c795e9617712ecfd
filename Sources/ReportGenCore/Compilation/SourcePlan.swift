/// One named stream.
public struct SourcePlan: Sendable {
    public var name: String
    public var title: String
    /// The path as written, relative to the layout file; `nil` when none was given.
    public var path: String?
    /// `url:`, `sqlite:` or `postgres:`; `nil` for a file source.
    public var origin: SourceOrigin?
}

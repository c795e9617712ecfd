/// One entry of `sources:`.
public struct SourceSpec: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    public var path: Located<String>?
}

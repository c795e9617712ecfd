/// One named stream.
package struct SourcePlan: Sendable {
    package var name: String
    package var title: String
    /// The path as written, relative to the layout file; `nil` when none was given.
    package var path: String?
    /// `url:`, `sqlite:` or `postgres:`; `nil` for a file source.
    package var origin: SourceOrigin?
    /// `required: true`: a run in which the source is missing fails.
    package var required = false
}

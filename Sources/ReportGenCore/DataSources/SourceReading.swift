/// How a run reads one declared source, in this order: what the run's caller gives for it (an
/// `--input NAME=PATH`, an app's ``ReportSource``), else its `url:`, `sqlite:` or `postgres:`,
/// else its `path:` resolved against the layout, else nothing. The command line and ``Report``
/// both choose through ``SourceConnector/reading(_:given:)`` and turn the choice into a stream
/// input of their own (only the command line knows `-` and its usage errors).
package enum SourceReading<Given> {
    /// The caller's stream for the source.
    case given(Given)
    /// The layout's URL or database.
    case connected(StreamInput)
    /// The layout's `path:`, resolved (see ``SourceConnector/resolvePath``).
    case path(String)
    /// Neither given nor declared with a place.
    case unspecified
}

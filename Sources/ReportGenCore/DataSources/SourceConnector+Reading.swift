extension SourceConnector {
    /// How `source` is read, given what the run names per source (see ``SourceReading``).
    package func reading<Given>(_ source: SourcePlan, given: [String: Given]) -> SourceReading<Given> {
        if let chosen = given[source.name] { return .given(chosen) }
        if let stream = stream(for: source) { return .connected(stream) }
        if let path = source.path { return .path(resolvePath(path)) }
        return .unspecified
    }
}

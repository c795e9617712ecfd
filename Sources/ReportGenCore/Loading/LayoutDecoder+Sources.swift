extension LayoutDecoder {
    /// `sources:`: a list of `{ name, title?, path? | url | sqlite | postgres, query?, arguments?, timeout?,
    /// max_bytes?, required? }`.
    /// Shapes only; which keys go together is the checker's part.
    func decodeSources(_ node: YAMLNode, _ d: inout Walker) -> [SourceSpec] {
        guard let seq = d.sequence(node, what: "'sources'") else { return [] }
        return seq.items.compactMap { item in
            guard let map = d.mapping(item, what: "a source") else { return nil }
            d.checkKeys(map, allowed: Self.sourceKeys, in: "a source")
            guard let nameNode = d.require(map, "name", in: "a source"), let name = d.string(nameNode, what: "'name'")
            else { return nil }
            var source = SourceSpec(
                name: name, title: map["title"].flatMap { d.string($0, what: "'title'") },
                path: map["path"].flatMap { d.string($0, what: "'path'") }, position: map.position)
            source.url = map["url"].flatMap { d.scalar($0, what: "'url'") }
            source.sqlite = map["sqlite"].flatMap { d.scalar($0, what: "'sqlite'") }
            source.postgres = map["postgres"].flatMap { d.scalar($0, what: "'postgres'") }
            source.query = map["query"].flatMap { d.scalar($0, what: "'query'") }
            source.timeout = map["timeout"].flatMap { d.scalar($0, what: "'timeout'") }
            if let node = map["required"] {
                // An invalid value is reported here; taken as given, so that nothing more is said of it.
                source.required = d.bool(node, what: "'required'") ?? Located(true, at: node.position)
            }
            source.maxBytes = map["max_bytes"].flatMap { d.scalar($0, what: "'max_bytes'") }
            if let node = map["arguments"], let list = d.sequence(node, what: "'arguments'") {
                source.arguments = list.items.compactMap { d.scalar($0, what: "an argument") }
                source.argumentsPosition = node.position
            }
            return source
        }
    }
}

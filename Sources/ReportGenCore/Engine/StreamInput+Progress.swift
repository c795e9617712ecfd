extension StreamInput {
    /// The same stream, its bytes counted into `counter` as they are read (a database's records
    /// have no bytes to count; the engine counts records).
    package func counting(into counter: ProgressCounter) -> StreamInput {
        var counted = self
        let open = opener
        counted.opener = { plan in
            switch try open(plan) {
            case .bytes(let source, let format, let encoding):
                return .bytes(CountingByteSource(source, counter: counter), format: format, encoding: encoding)
            case let opening:
                return opening
            }
        }
        return counted
    }
}

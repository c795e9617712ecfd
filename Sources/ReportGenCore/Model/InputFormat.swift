/// How a stream is encoded.
public enum InputFormat: String, Sendable, CaseIterable {
    case csv, json, ndjson
}

/// A small JSON tree with ordered keys, for documents whose bytes must be stable (the schema).
package indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Int)
    /// A number with a fraction, as written (`1.1`).
    case decimal(String)
    case bool(Bool)

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed with two-space indentation and a final newline at the top level.
    package func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let s): return jsonString(s)
        case .number(let n): return String(n)
        case .decimal(let text): return text
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .object(let entries):
            if entries.isEmpty { return "{}" }
            return "{\n"
                + entries.map { inner + jsonString($0.0) + ": " + $0.1.rendered(indent: indent + 1) }.joined(
                    separator: ",\n")
                + "\n\(pad)}"
        }
    }
}

/// A row's identity, stable across runs: its kind, its group keys from the outside in, and its
/// ordinal among same-kind siblings — or, when its emitter says `id:`, that value instead of the
/// ordinal. Written `kind/key/key/ordinal` (`detail/Authorized/2016-04-01/2`) or
/// `kind/key/=value` (`detail/Authorized/=T1001`); a `/` or `%` inside a key is written `%2F`, `%25`.
///
/// The parts are kept apart, and shared with the other rows of the same group, so that identifying
/// a row costs no string building; ``description`` spells it.
struct RowID: Sendable, Hashable, CustomStringConvertible {
    /// The row kind's name.
    var kind: String
    /// The group keys, each escaped and preceded by `/`; empty for the report's own rows.
    var path: String
    /// The ordinal among same-kind siblings (from 1), when there is no explicit id.
    var ordinal: Int
    /// The value of the emitter's `id:`, if it has one.
    var explicit: String?

    /// An identity not assigned yet.
    static let unassigned = RowID(kind: "", path: "", ordinal: 0, explicit: nil)

    var description: String {
        kind + path + "/" + (explicit.map { "=" + Self.escaped($0) } ?? String(ordinal))
    }

    /// A key as a path segment: `/` and `%` escaped.
    static func escaped(_ text: String) -> String {
        // Bytes, not characters: `/` and `%` are ASCII, and never part of another character in UTF-8.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "/": out += "%2F"
            default: out.append(character)
            }
        }
        return out
    }
}

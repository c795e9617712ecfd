/// A row's identity, stable across runs: its kind, its group keys from the outside in, and its
/// ordinal among same-kind siblings — or, when its emitter says `id:`, that value instead of the
/// ordinal. Written `kind/key/key/ordinal` (`detail/Authorized/2016-04-01/2`) or
/// `kind/key/=value` (`detail/Authorized/=T1001`); a `/` or `%` inside a key is written `%2F`, `%25`.
///
/// The parts are kept apart, the path shared with the other rows of the same group (see
/// ``RowIdentities``), so that identifying a row costs no string building; ``description``
/// spells it.
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
        // Bytes, not characters: `/` and `%` are ASCII, and never part of another character in UTF-8
        // (but a character can start with one: `/` with a combining accent is escaped too).
        text.withUTF8Bytes { bytes in
            guard bytes.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) else { return text }
            var out: [UInt8] = []
            appendEscaped(bytes, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Appends `bytes` with `/` and `%` escaped.
    private static func appendEscaped<Out: ByteAppending>(_ bytes: some Sequence<UInt8>, to out: inout Out) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "%"): out.append(utf8: "%25")
            case UInt8(ascii: "/"): out.append(utf8: "%2F")
            default: out.append(byte: byte)
            }
        }
    }
}

/// Connection URLs as messages show them, and the parts of them that are secrets.
///
/// The secrets of a URL are its password (`user:PASSWORD@`), the user of a `url:` source (an API
/// token is often written as one: `https://TOKEN@host`) and every query value (`?token=VALUE`). A
/// password may hold `/ ? # @ :` unencoded (as a `${NAME}` value often does): the userinfo then
/// runs to the last `@`, as a reader of the URL would take it.
enum ConnectionText {
    /// Where a URL's parts lie.
    struct Parts {
        /// The userinfo, between `://` and its `@`.
        var userinfo: Range<String.Index>?
        /// The query, after its `?`, to the end.
        var query: Range<String.Index>?
    }

    /// `postgres://app:s3cret@db/bank?sslmode=require` → `postgres://app:***@db/bank?sslmode=***`;
    /// `https://TOKEN@api/x` → `https://***@api/x`.
    static func masked(_ text: String) -> String {
        let parts = parts(of: text)
        var result = ""
        var index = text.startIndex
        if let userinfo = parts.userinfo {
            result += text[index..<userinfo.lowerBound]
            let info = text[userinfo]
            if let colon = info.firstIndex(of: ":") {
                result += info[..<colon] + ":***"
            } else {
                result += hidesUser(text) ? "***" : String(info)
            }
            index = userinfo.upperBound
        }
        if let query = parts.query {
            result += text[index..<query.lowerBound]
            result += queryParameters(text[query]).map { $0.value == nil ? "***" : $0.name + "=***" }
                .joined(separator: "&")
            index = query.upperBound
        }
        return result + text[index...]
    }

    /// The secrets `text` holds: the password (or, in an http(s) URL, the whole userinfo), and
    /// every query value, as written.
    static func secrets(of text: String) -> [String] {
        let parts = parts(of: text)
        var secrets: [String] = []
        if let userinfo = parts.userinfo {
            let info = text[userinfo]
            if let colon = info.firstIndex(of: ":") {
                secrets.append(String(info[info.index(after: colon)...]))
                if hidesUser(text) { secrets.append(String(info[..<colon])) }
            } else if hidesUser(text) {
                secrets.append(String(info))
            }
        }
        if let query = parts.query {
            secrets += queryParameters(text[query]).map { String($0.value ?? $0.name) }
        }
        return secrets.filter { !$0.isEmpty }
    }

    /// `text` with the user and password percent-encoded where they hold characters a URL reader
    /// splits at (`/ ? # @ :`), so that a client reads the password the layout means and never
    /// quotes a piece of it; text already percent-encoded (`%2F`) is kept.
    static func encodingUserinfo(_ text: String) -> String {
        guard let userinfo = parts(of: text).userinfo else { return text }
        let info = text[userinfo]
        let encoded: String
        if let colon = info.firstIndex(of: ":") {
            encoded = percentEncoded(info[..<colon]) + ":" + percentEncoded(info[info.index(after: colon)...])
        } else {
            encoded = percentEncoded(info)
        }
        return text[..<userinfo.lowerBound] + encoded + text[userinfo.upperBound...]
    }

    /// Where `text`'s userinfo and query lie. The userinfo is the authority's up to its last `@`;
    /// when the authority has none but a later `@` follows a `user:` whose password is not a port
    /// (`app:p/ss@db`), the password holds a `/`, `?` or `#` and runs to the last `@`.
    static func parts(of text: String) -> Parts {
        var parts = Parts()
        guard let scheme = text.range(of: "://") else { return parts }
        let start = scheme.upperBound
        let rest = text[start...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.endIndex
        var hostStart = start
        if let at = text[start..<authorityEnd].lastIndex(of: "@") {
            parts.userinfo = start..<at
            hostStart = text.index(after: at)
        } else if let at = rest.lastIndex(of: "@"), let colon = text[start..<authorityEnd].firstIndex(of: ":"),
            !text[text.index(after: colon)..<authorityEnd].allSatisfy(\.isASCIIDigit)
        {
            parts.userinfo = start..<at
            hostStart = text.index(after: at)
        }
        let afterHost = text[hostStart...]
        if let question = afterHost.firstIndex(of: "?") {
            let queryStart = text.index(after: question)
            // To the end: a `#` in a value is no fragment to a database client.
            parts.query = queryStart..<text.endIndex
        }
        return parts
    }

    /// Whether the user of `text`'s userinfo is a secret too: in an http(s) URL, where it is
    /// often a token; a database URL's user is a name (the server's messages say it).
    private static func hidesUser(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    private static func queryParameters(_ query: Substring) -> [(name: Substring, value: Substring?)] {
        query.split(separator: "&", omittingEmptySubsequences: false).map { parameter in
            guard let equals = parameter.firstIndex(of: "=") else { return (parameter, nil) }
            return (parameter[..<equals], parameter[parameter.index(after: equals)...])
        }
    }

    /// `text` with every character but the unreserved (`A-Z a-z 0-9 - . _ ~`) percent-encoded,
    /// a `%` that starts an escape (`%2F`) kept.
    static func percentEncoded(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let isEscape =
                b == UInt8(ascii: "%") && i + 2 < bytes.count && HexDigit.value(bytes[i + 1]) != nil
                && HexDigit.value(bytes[i + 2]) != nil
            if isUnreserved(b) || isEscape {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + ControlCharacters.hex(b)
            }
            i += 1
        }
        return out
    }

    private static func isUnreserved(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

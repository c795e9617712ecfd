/// Connection URLs as messages show them: with any password hidden.
enum ConnectionText {
    /// `postgres://app:s3cret@db/bank?password=x` → `postgres://app:***@db/bank?password=***`.
    static func masked(_ text: String) -> String {
        var result = text
        // user:password@ in the authority.
        if let scheme = result.range(of: "://") {
            let authorityEnd =
                result[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? result.endIndex
            if let at = result[scheme.upperBound..<authorityEnd].lastIndex(of: "@"),
                let colon = result[scheme.upperBound..<at].firstIndex(of: ":")
            {
                result.replaceSubrange(result.index(after: colon)..<at, with: "***")
            }
        }
        // password=..., sslpassword=... among the query's parameters.
        guard let question = result.firstIndex(of: "?") else { return result }
        let parameters = result[result.index(after: question)...].split(
            separator: "&", omittingEmptySubsequences: false)
        let shown = parameters.map { parameter -> String in
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts.first.map { ($0.removingPercentEncoding ?? String($0)).lowercased() } ?? ""
            guard parts.count == 2, name.hasSuffix("password") else { return String(parameter) }
            return parts[0] + "=***"
        }
        return String(result[...question]) + shown.joined(separator: "&")
    }
}

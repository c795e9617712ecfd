/// How a `timeout:` reads in messages.
package enum SourceTimeout {
    /// Milliseconds as seconds: `5 s`, `0.25 s`.
    package static func text(milliseconds: Int) -> String {
        let whole = milliseconds / 1000
        var fraction = String(milliseconds % 1000)
        guard fraction != "0" else { return "\(whole) s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction) s"
    }
}

import Foundation

/// Looks for a secret in what a run printed: the secret, its percent-encoded and -decoded and
/// JSON-escaped forms, and every run of four of their characters (a piece a library quotes).
package enum SecretScan {
    /// The pieces of `secret` (in any of its forms) that `text` holds; empty when none.
    package static func leaks(of secret: String, in text: String) -> [String] {
        var forms: Set<String> = [secret, secret.removingPercentEncoding ?? secret]
        for allowed in [CharacterSet.alphanumerics, .urlPasswordAllowed, .urlQueryAllowed, .urlUserAllowed] {
            if let encoded = secret.addingPercentEncoding(withAllowedCharacters: allowed) { forms.insert(encoded) }
        }
        forms.insert(secret.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "/", with: "\\/"))
        var found: Set<String> = []
        for form in forms {
            let scalars = Array(form.unicodeScalars)
            guard scalars.count >= 4 else { continue }
            for start in 0...(scalars.count - 4) {
                let piece = String(String.UnicodeScalarView(scalars[start..<(start + 4)]))
                if text.contains(piece) { found.insert(piece) }
            }
        }
        return found.sorted()
    }
}

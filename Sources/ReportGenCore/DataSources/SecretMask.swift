import Foundation

/// Every secret of a run, and the one rule by which messages about a source hide them.
///
/// The secrets are each `${NAME}` value a source's `url:`, `sqlite:` or `postgres:` reads, and the
/// password, the user of a `url:` and every query value of each source's URL once expanded (see
/// ``ConnectionText``) — each also percent-encoded and percent-decoded. A message shows `***`
/// where it would show a secret whole; a message from a library (libpq, SQLite, the HTTP client),
/// which may quote a piece of a URL it misread, shows `***` for every run of four or more
/// characters of a password, token or `${NAME}` value too. (A `${NAME}` value that is a whole
/// URL, or an `sqlite:` path, is hidden whole; its host and path are not pieces of a password.)
///
/// ```swift
/// let mask = SecretMask(whole: [], pieces: ["p/ss?w#rd@1"])
/// mask.masked("invalid URI query parameter: \"w#rd@1@db\"")  // "invalid URI query parameter: \"***@db\""
/// ```
package struct SecretMask: Sendable {
    /// The shortest run of a secret's characters a library message is searched for.
    static let pieceLength = 4

    /// The secrets hidden whole, longest first.
    private var wholes: [[Unicode.Scalar]] = []
    /// Every run of ``pieceLength`` characters of the secrets hidden in pieces too.
    private var pieces: Set<[Unicode.Scalar]> = []

    /// A mask that hides nothing.
    package static let none = SecretMask(whole: [], pieces: [])

    /// A mask for secrets hidden `whole`, and secrets hidden whole and in `pieces` too. Secrets
    /// shorter than ``pieceLength`` are not looked for in messages (they would match words).
    init(whole: [String], pieces piecewise: [String]) {
        var wholes: Set<[Unicode.Scalar]> = []
        for secret in whole + piecewise {
            for form in Self.forms(of: secret) where form.count >= Self.pieceLength { wholes.insert(form) }
        }
        self.wholes = wholes.sorted { $0.count > $1.count }
        for secret in piecewise {
            for form in Self.forms(of: secret) where form.count >= Self.pieceLength {
                for start in 0...(form.count - Self.pieceLength) {
                    pieces.insert(Array(form[start..<(start + Self.pieceLength)]))
                }
            }
        }
    }

    /// Whether the mask hides anything.
    var isEmpty: Bool { wholes.isEmpty }

    /// `text` with every secret shown whole replaced by `***`.
    package func masked(_ text: String) -> String {
        masking(text, pieces: false)
    }

    /// `text`, a library's message, with every secret and every run of four or more characters
    /// of a password, token or `${NAME}` value replaced by `***`.
    func maskedLibraryText(_ text: String) -> String {
        masking(text, pieces: true)
    }

    private func masking(_ text: String, pieces usesPieces: Bool) -> String {
        guard !wholes.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var hidden = [Bool](repeating: false, count: scalars.count)
        var found = false
        for secret in wholes where secret.count <= scalars.count {
            var i = 0
            while i + secret.count <= scalars.count {
                if scalars[i] == secret[0], scalars[i..<(i + secret.count)].elementsEqual(secret) {
                    for k in i..<(i + secret.count) { hidden[k] = true }
                    found = true
                    i += secret.count
                } else {
                    i += 1
                }
            }
        }
        if usesPieces, scalars.count >= Self.pieceLength {
            for start in 0...(scalars.count - Self.pieceLength)
            where pieces.contains(Array(scalars[start..<(start + Self.pieceLength)])) {
                for k in start..<(start + Self.pieceLength) { hidden[k] = true }
                found = true
            }
        }
        guard found else { return text }
        var out = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            if !hidden[i] {
                out.append(scalar)
            } else if i == 0 || !hidden[i - 1] {
                out.append(contentsOf: "***".unicodeScalars)
            }
        }
        return String(out)
    }

    /// `secret` as written, percent-decoded, and percent-encoded as a URL's parts are.
    private static func forms(of secret: String) -> Set<[Unicode.Scalar]> {
        var forms: Set<String> = [secret]
        if let decoded = secret.removingPercentEncoding { forms.insert(decoded) }
        for form in Array(forms) {
            for allowed in [CharacterSet.alphanumerics, .urlUserAllowed, .urlPasswordAllowed, .urlQueryAllowed] {
                if let encoded = form.addingPercentEncoding(withAllowedCharacters: allowed) { forms.insert(encoded) }
            }
            forms.insert(ConnectionText.percentEncoded(form[...]))
        }
        return Set(forms.map { Array($0.unicodeScalars) })
    }
}

extension SecretMask {
    /// The secrets of the sources `plan` declares, their `${NAME}` read from `environment`.
    init(plan: ReportPlan, environment: [String: String]) {
        var whole: [String] = []
        var piecewise: [String] = []
        for source in plan.sources {
            guard let origin = source.origin else { continue }
            let text = origin.location.text
            for name in EnvironmentReference.names(in: text) {
                guard let value = environment[name], !value.isEmpty else { continue }
                if origin.kind == .sqlite || value.contains("://") {
                    whole.append(value)
                    piecewise += ConnectionText.secrets(of: value)
                } else {
                    piecewise.append(value)
                }
            }
            guard origin.kind != .sqlite, case .success(let expanded) = EnvironmentReference.expand(text, environment)
            else { continue }
            piecewise += ConnectionText.secrets(of: expanded)
        }
        self.init(whole: whole, pieces: piecewise)
    }
}

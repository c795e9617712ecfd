/// `${NAME}` in `url:`, `sqlite:` and `postgres:` values: a reference to an environment variable,
/// so that credentials stay out of layout files.
///
/// A `$` not followed by `{` is kept as it is; `${` must be followed by a name (letters, digits and
/// `_`, not starting with a digit) and `}`.
///
/// ```swift
/// EnvironmentReference.expand("postgres://app:${PGPASS}@db/bank", ["PGPASS": "s3cret"])
/// // .success("postgres://app:s3cret@db/bank")
/// ```
enum EnvironmentReference {
    /// A problem with a value's `${...}`: what, and where it starts (an offset in Unicode scalars).
    struct Problem: Error, Equatable, Sendable {
        var message: String
        var offset: Int
    }

    /// The first malformed `${` in `text`; `nil` when every reference is well formed.
    static func syntaxProblem(in text: String) -> Problem? {
        if case .failure(let problem) = substitute(text, { _ in "" }) { return problem }
        return nil
    }

    /// The names `text` refers to, in order (up to a malformed `${`).
    static func names(in text: String) -> [String] {
        var names: [String] = []
        _ = substitute(text) { name in
            names.append(name)
            return ""
        }
        return names
    }

    /// `text` with each `${NAME}` replaced by the variable's value; an unset variable is a problem
    /// naming it, at its offset.
    static func expand(_ text: String, _ environment: [String: String]) -> Result<String, Problem> {
        substitute(text) { environment[$0] }
    }

    /// Replaces each reference by `value(name)`; `nil` from `value` stops with "not set".
    private static func substitute(_ text: String, _ value: (String) -> String?) -> Result<String, Problem> {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "$", i + 1 < scalars.count, scalars[i + 1] == "{" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var j = i + 2
            while j < scalars.count, scalars[j] != "}" { j += 1 }
            guard j < scalars.count else {
                return .failure(Problem(message: "'${' is not closed with '}'", offset: i))
            }
            let name = String(String.UnicodeScalarView(scalars[(i + 2)..<j]))
            guard isName(name) else {
                return .failure(
                    Problem(
                        message: "'${\(name)}' is not a variable name (letters, digits and '_', not starting "
                            + "with a digit)", offset: i))
            }
            guard let replacement = value(name) else {
                return .failure(Problem(message: "environment variable '\(name)' is not set", offset: i))
            }
            out.append(contentsOf: replacement.unicodeScalars)
            i = j + 1
        }
        return .success(String(out))
    }

    private static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}

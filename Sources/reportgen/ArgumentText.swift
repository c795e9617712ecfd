import Foundation
import ReportGenCore

/// Command-line values as messages show them: control characters escaped (an escape sequence in
/// a path cannot drive the terminal) and a long value cut with `… (N bytes in all)`, as messages
/// show the input they quote. Paths are long more often than other values: the limit is a path's.
enum ArgumentText {
    /// The most characters of a command-line value a message shows.
    static let limit = 256

    /// `value`, escaped and cut.
    static func shown(_ value: String) -> String {
        MessageText.shown(value, limit: limit)
    }

    /// `'value'`, escaped and cut.
    static func quoted(_ value: String) -> String {
        MessageText.quoted(value, limit: limit)
    }

    /// `message` with each of `arguments` it holds raw (as the argument parser echoes one) or
    /// escaped but whole (as a layout's diagnostic names its file) shown as ``shown(_:)`` shows
    /// it; arguments that need neither escaping nor cutting are left alone.
    static func showingArguments(in message: String, _ arguments: [String]) -> String {
        var values: [String] = []
        for argument in arguments {
            values.append(argument)
            // `--format=VALUE`: the parser echoes the value alone.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                values.append(String(argument[argument.index(after: equals)...]))
            }
        }
        var forms: [(text: String, shown: String)] = []
        for value in values where !value.isEmpty {
            let shown = shown(value)
            guard shown != value else { continue }
            forms.append((value, shown))
            let escaped = MessageText.escaped(value)
            if escaped != shown { forms.append((escaped, shown)) }
        }
        var result = message
        for form in forms.sorted(by: { $0.text.count > $1.text.count }) where result.contains(form.text) {
            result = result.replacingOccurrences(of: form.text, with: form.shown)
        }
        return result
    }
}

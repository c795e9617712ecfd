import ReportGenCore

/// What the argument parser does not say when `render`'s required `--layout` is missing: it
/// reports the missing option first, so a mistyped `--layuot` or a layout given without
/// `--layout` got no hint. Checked before the parser runs; `nil` when there is nothing to add
/// (the parser's own message then stands).
enum MistypedOption {
    /// `render`'s flags: options that take no value.
    static let renderFlags = ["--strict", "--quiet", "--threads", "--no-threads", "--help", "--version"]
    /// `render`'s options: those it takes once, the two it takes again and again, its flags.
    static let renderOptions = RenderCommand.singleOptions + ["--input", "--param"] + renderFlags
    static let subcommands = ReportGenCommand.configuration.subcommands.map { $0._commandName } + ["help"]

    /// The message for `arguments` (without the program's name) when the first looks like a
    /// mistyped subcommand (`reportgen validat x.yaml`), not a layout given without `--layout`.
    static func subcommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
            !subcommands.contains(first), let close = Suggestion.closest(to: first, in: subcommands)
        else { return nil }
        return "Unknown subcommand \(ArgumentText.quoted(first)). Did you mean '\(close)'?"
    }

    /// The message for `arguments` (without the program's name), if they are a `render` run
    /// without `--layout` in which an option looks mistyped or the layout came without its option.
    static func message(_ arguments: [String]) -> String? {
        var rest = arguments[...]
        if let first = rest.first, subcommands.contains(first) {
            guard first == "render" else { return nil }
            rest = rest.dropFirst()
        }
        let options = rest.prefix { $0 != "--" }
        guard !options.contains(where: { $0 == "--layout" || $0.hasPrefix("--layout=") }) else { return nil }
        for argument in options where argument.hasPrefix("--") {
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            guard !renderOptions.contains(name), let close = Suggestion.closest(to: name, in: renderOptions) else {
                continue
            }
            return "Unknown option \(ArgumentText.quoted(name)). Did you mean '\(close)'?"
        }
        // A value no option takes: the layout, given without `--layout`.
        var takesValue = false
        for argument in options {
            if takesValue {
                takesValue = false
                continue
            }
            if argument.hasPrefix("-") {
                takesValue = !argument.contains("=") && !(renderFlags + ["-h"]).contains(argument)
                continue
            }
            if argument.hasSuffix(".yaml") || argument.hasSuffix(".yml") {
                return
                    "Missing expected argument '--layout <layout>'; to render \(ArgumentText.shown(argument)), write --layout \(ArgumentText.shown(argument))"
            }
        }
        return nil
    }
}

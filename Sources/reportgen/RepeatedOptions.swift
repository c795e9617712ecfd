import ArgumentParser

/// Options that take one value, given more than once: the argument parser keeps the last and
/// drops the others without a word, so `--output a --output b` would write only `b`.
enum RepeatedOptions {
    /// Throws a usage error naming the first option of `once` that `arguments` give twice
    /// (as `--name VALUE` or `--name=VALUE`); arguments after `--` are values, not options.
    static func check(_ arguments: some Sequence<String>, once: [String]) throws {
        var seen: Set<String> = []
        for argument in arguments {
            if argument == "--" { return }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard once.contains(name) else { continue }
            guard seen.insert(name).inserted else {
                throw ValidationError("\(name) is given more than once; give it once")
            }
        }
    }
}

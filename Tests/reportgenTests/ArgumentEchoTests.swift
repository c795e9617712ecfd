import Foundation
import Testing

/// Command-line values in messages: control characters escaped and long values cut, as every
/// message shows what it quotes, wherever the value is echoed (the parser's messages included).
@Suite struct ArgumentEchoTests {
    static let escape = "x\u{1B}]0;owned\u{07}\u{1B}[2J.yaml"
    static let long = String(repeating: "a", count: 100_000) + ".yaml"

    /// What the tool prints to standard error for `arguments`, checked to hold no raw control
    /// character but the line breaks and no line longer than a few hundred characters.
    private func stderr(_ arguments: [String]) throws -> String {
        let result = try CLI.run(arguments, timeout: 30)
        #expect(result.status != 0, "\(arguments.map { $0.prefix(40) })")
        let controls = result.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
        #expect(controls.isEmpty, "raw control characters in: \(result.stderr.prefix(400))")
        let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 600, "a line of \(longest) characters: \(result.stderr.prefix(400))")
        return result.stderr
    }

    @Test func aLayoutPathIsShownEscapedAndCut() throws {
        let escaped = try stderr(["--layout", Self.escape])
        #expect(escaped.contains("x\\x1B]0;owned\\x07\\x1B[2J.yaml: the layout is invalid"), "\(escaped)")
        let long = try stderr(["--layout", Self.long])
        #expect(long.contains("… (100005 bytes in all)"), "\(long.prefix(400))")
    }

    @Test func optionValuesAreShownEscapedAndCut() throws {
        for arguments in [
            ["--layout", "Layouts/transactions.yaml", "--param", Self.escape],
            ["--layout", "Layouts/transactions.yaml", "--param", Self.long],
            ["--layout", "Layouts/transactions.yaml", "--input", "\(Self.escape)=a.csv"],
            ["--layout", "Layouts/transactions.yaml", "--input", "\(Self.long)=a.csv"],
            ["--layout", "Layouts/transactions.yaml", "--format", Self.escape],
            ["--layout", "Layouts/transactions.yaml", "--format=\(Self.long)"],
            ["--layout", "Layouts/transactions.yaml", "--template", Self.escape],
            ["--layout", "Layouts/transactions.yaml", "--output", "/nonexistent-dir/\(Self.escape)"],
            ["diff", Self.escape, Self.long],
            ["codegen", "swift", "--layout", "Layouts/transactions.yaml", "--name", Self.escape],
            ["validate", Self.long],
        ] {
            _ = try stderr(arguments)
        }
    }
}

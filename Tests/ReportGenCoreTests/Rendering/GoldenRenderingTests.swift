import Testing

@testable import ReportGenCore

/// Every renderer on every sample layout, against the golden files in Tests/ReportGenCoreTests/Golden
/// (`RECORD_GOLDEN=1 swift test --filter GoldenRenderingTests` records them).
@Suite struct GoldenRenderingTests {
    static let samples = [
        "transactions", "transactions-one-source", "monthly", "portfolio", "bank-statement", "monthly-euro",
    ]

    @Test(arguments: samples)
    func text(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: TextRenderer()), matches: "\(name).txt")
    }

    @Test(arguments: samples)
    func textOnATerminal(_ name: String) throws {
        try Golden.check(
            try Fixtures.sample(name, renderer: TextRenderer(shadeBands: true)), matches: "\(name).ansi.txt")
    }

    @Test(arguments: samples)
    func ndjson(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: NDJSONRenderer()), matches: "\(name).ndjson")
    }

    @Test(arguments: samples)
    func json(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: JSONRenderer()), matches: "\(name).json")
    }

    @Test(arguments: samples)
    func html(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: HTMLRenderer()), matches: "\(name).html")
    }

    @Test(arguments: samples)
    func markdown(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: MarkdownRenderer()), matches: "\(name).md")
    }

    @Test(arguments: samples)
    func csv(_ name: String) throws {
        try Golden.check(try Fixtures.sample(name, renderer: CSVRenderer()), matches: "\(name).csv")
    }

    @Test func aMismatchShowsTheLinesThatDiffer() {
        #expect(
            Golden.diff(expected: "a\nb\nc\nd\ne\n", actual: "a\nb\nX\nd\ne\n")
                == "@@ line 3 @@\n  a\n  b\n- c\n+ X\n  d\n  e")
        #expect(Golden.diff(expected: "a\n", actual: "a\n\u{1B}[1mb\r\n") == "@@ line 2 @@\n  a\n+ \\e[1mb\\r\n  ")
    }
}

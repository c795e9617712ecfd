import Testing

@testable import ReportGenCore

/// The generated Swift is valid Swift whatever the layout's names and titles hold.
@Suite struct SwiftRowEnumGeneratorTests {
    /// Names become identifiers Swift takes: reserved words in backticks where a name needs them
    /// (a label only for `inout`, `var`, `let`), characters Swift does not take in a name as word
    /// breaks, `_` before a first character that cannot start one.
    @Test func namesBecomeIdentifiersSwiftTakes() {
        #expect(SwiftRowEnumGenerator.identifier("super") == "`super`")
        #expect(SwiftRowEnumGenerator.identifier("fallthrough") == "`fallthrough`")
        #expect(SwiftRowEnumGenerator.identifier("Type") == "type")
        #expect(SwiftRowEnumGenerator.label("class") == "class")
        #expect(SwiftRowEnumGenerator.label("let") == "`let`")
        #expect(SwiftRowEnumGenerator.label("let", inCall: true) == "let")
        #expect(SwiftRowEnumGenerator.label("inout", inCall: true) == "`inout`")
        #expect(SwiftRowEnumGenerator.identifier("\u{2E2F}x") == "x")
        #expect(SwiftRowEnumGenerator.identifier("\u{0363}bc") == "_\u{0363}bc")
        #expect(SwiftRowEnumGenerator.identifier("2nd value") == "_2ndValue")
        #expect(SwiftRowEnumGenerator.identifier("été") == "été")
        #expect(SwiftRowEnumGenerator.identifier("a-b.c d") == "aBCD")
        #expect(SwiftRowEnumGenerator.identifier("😀") == "field")
    }

    @Test func stringLiteralsUseSwiftEscapes() {
        #expect(SwiftRowEnumGenerator.literal("plain é ✓") == "\"plain é ✓\"")
        #expect(
            SwiftRowEnumGenerator.literal("a\u{1B}b\"c\\d\ne\tf\rg\u{0}h\u{7F}i\u{2028}")
                == #""a\u{1B}b\"c\\d\ne\tf\rg\u{0}h\u{7F}i\u{2028}""#)
    }

    @Test func commentsStayOnOneLine() {
        #expect(SwiftRowEnumGenerator.comment("two\nlines\r\u{1B}[1m") == "two lines  [1m")
    }

    @Test func namesWithTheSameSwiftNameClash() {
        let found = SwiftRowEnumGenerator.clashes([
            "my-row", "other", "my_row", "myRow", "my-row", "MyRow", "_", "field",
        ])
        #expect(
            found.map { "\($0.index)>\($0.earlier) \($0.swiftName)" } == [
                "2>0 myRow", "3>0 myRow", "5>0 myRow", "7>6 field",
            ])
        #expect(SwiftRowEnumGenerator.clashes(["a", "b", "default", "Default"]).map(\.swiftName) == ["`default`"])
    }

    @Test func controlCharactersInNamesAndTitlesGiveValidSwift() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            title: "Two\\nlines"
            input:
              fields: { a: string }
            rows:
              "k\\e": { height: 10, fields: { "x\\ey": string } }
            report:
              detail: [ { row: "k\\e", "x\\ey": "{a}" } ]
            """)
        let lines = SwiftRowEnumGenerator(typeName: "Row").generate(plan.renderSchema).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        #expect(lines[6] == "/// The typed rows of \"Two lines\": one case per row kind, decoded from one line of")
        #expect(lines[10] == "    /// `k `: height 10, band none.")
        #expect(lines[11] == "    case k(xY: String?)")
        #expect(
            lines.filter { $0.contains("\\u{1B}") } == [
                "        case .k: return \"k\\u{1B}\"",
                "        case \"k\\u{1B}\":",
                "                xY: try fields.decodeIfPresent(String.self, forKey: FieldKey(\"x\\u{1B}y\")))",
                "        case \"k\\u{1B}\":",
                "                xY: row.string(\"x\\u{1B}y\"))",
            ])
        #expect(!lines.contains { $0.contains("\\u001b") })
    }

    /// The enum the library test target compiles and runs (`Generated/AwkwardRow.swift`) is the
    /// generator's output for its layout today: regenerate it with
    /// `reportgen codegen swift --layout Tests/reportgenTests/Fixtures/codegen-awkward-names.yaml --name AwkwardRow`.
    @Test func theLibraryTestsEnumIsTheGeneratorsOutput() throws {
        let layout = "Tests/reportgenTests/Fixtures/codegen-awkward-names.yaml"
        let plan = try Fixtures.plan(try Fixtures.text(layout), file: layout)
        let generated = SwiftRowEnumGenerator(typeName: "AwkwardRow").generate(plan.renderSchema)
        #expect(generated == (try Fixtures.text("Tests/ReportGenCoreLibraryTests/Generated/AwkwardRow.swift")))
    }

    /// The conversion from the engine's rows is there only where ReportGenCore can be imported,
    /// with public imports where public declarations use the module (an unused one warns).
    @Test func rowConversionIsBehindCanImport() throws {
        let withDecimal = try Fixtures.plan(
            "layout: 1\ninput: { fields: { a: decimal } }\nrows: { r: { height: 1, fields: { a: decimal } } }\n"
                + "report: { detail: [ { row: r, a: a } ] }\n")
        let source = SwiftRowEnumGenerator(typeName: "Row").generate(withDecimal.renderSchema)
        #expect(
            source.contains(
                "\npublic import Foundation\n#if canImport(ReportGenCore)\npublic import ReportGenCore\n#endif\n"))
        #expect(source.contains("public init?(_ row: ReportGenCore.ReportRow) {"))
        #expect(source.contains("a: row.decimal(\"a\")?.decimal)"))
        let withoutDecimal = try Fixtures.plan(
            "layout: 1\ninput: { fields: { a: int } }\nrows: { r: { height: 1, fields: { a: int } } }\n"
                + "report: { detail: [ { row: r, a: a } ] }\n")
        #expect(
            SwiftRowEnumGenerator(typeName: "Row").generate(withoutDecimal.renderSchema).contains(
                "\nimport Foundation\n"))
        #expect(SwiftRowEnumGenerator.typeNameProblem("ReportGenCore") != nil)
    }
}

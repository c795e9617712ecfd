import Testing

@testable import ReportGenCore

/// Kinds or fields that `codegen swift` would give one Swift name are a warning at the second
/// name: the layout renders, its Swift enum would not compile.
@Suite struct SwiftNameClashTests {
    static let layout = """
        layout: 1
        input:
          fields: { a: string }
        rows:
          my-row: { height: 10, fields: { a-b: string, a_b: string, c: string } }
          my_row: { height: 10 }
          myRow: { height: 10, fields: { a-b: string } }
          other: { height: 10 }
        report:
          detail:
            - { row: my-row, a-b: "{a}", a_b: "{a}", c: "{a}" }
            - { row: my_row }
            - { row: myRow, a-b: "{a}" }
            - { row: other }
        """

    @Test func clashesAreWarningsAtTheSecondName() throws {
        let result = LayoutCompiler.compile(text: Self.layout, file: "t.yaml")
        #expect(
            result.diagnostics.map(\.description) == [
                "t.yaml:5:48: warning: fields 'a-b' and 'a_b' of row kind 'my-row' are both 'aB' in Swift; rename one for `codegen swift` [swift-name-clash]",
                "t.yaml:6:3: warning: row kinds 'my-row' and 'my_row' are both 'myRow' in Swift; rename one for `codegen swift` [swift-name-clash]",
                "t.yaml:7:3: warning: row kinds 'my-row' and 'myRow' are both 'myRow' in Swift; rename one for `codegen swift` [swift-name-clash]",
            ])
        // Rendering is unaffected: a plan is built.
        let plan = try #require(result.plan)
        #expect(plan.rowKinds.map(\.name) == ["my-row", "my_row", "myRow", "other"])
    }

    @Test func distinctSwiftNamesAreFine() {
        let renamed = Self.layout.replacingOccurrences(of: "my_row", with: "my_line")
            .replacingOccurrences(of: "myRow", with: "yourRow").replacingOccurrences(of: "a_b", with: "ab2")
        #expect(Fixtures.diagnostics(renamed).isEmpty)
    }
}

import Testing

@testable import ReportGenCore

@Suite struct LayoutSchemaTests {
    @Test func committedCopyIsCurrent() throws {
        #expect(try Fixtures.text(LayoutSchema.committedPath) == LayoutSchema.document.rendered() + "\n")
    }

    @Test func everyShippedLayoutPointsAtTheSchema() throws {
        for name in ["transactions", "transactions-sqlite", "monthly", "portfolio"] {
            let text = try Fixtures.text("Layouts/\(name).yaml")
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/layout-v1.schema.json\n"))
        }
    }

    @Test func topLevelPropertiesAreTheDecodersKeys() {
        guard case .object(let entries) = LayoutSchema.document,
            case .object(let properties)? = entries.first(where: { $0.0 == "properties" })?.1
        else {
            Issue.record("no properties")
            return
        }
        #expect(properties.map(\.0) == LayoutDecoder.topLevelKeys)
    }
}

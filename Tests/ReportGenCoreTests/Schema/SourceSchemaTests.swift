import Testing

@testable import ReportGenCore

@Suite struct SourceSchemaTests {
    @Test func aSourcesPropertiesAreTheDecodersKeysAndItReadsFromOnePlace() throws {
        guard case .object(let entries) = LayoutSchema.source,
            case .object(let properties)? = entries.first(where: { $0.0 == "properties" })?.1,
            case .object(let excluded)? = entries.first(where: { $0.0 == "not" })?.1,
            case .array(let pairs)? = excluded.first?.1
        else {
            Issue.record("the source schema lacks properties or exclusions: \(LayoutSchema.source.rendered())")
            return
        }
        #expect(properties.map(\.0) == LayoutDecoder.sourceKeys)
        // path, url, sqlite, postgres: any two together are refused.
        #expect(pairs.count == 6)
        #expect(
            pairs.first?.rendered() == """
                {
                  "required": ["path", "url"]
                }
                """)
    }
}

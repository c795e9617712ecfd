import Testing

@testable import ReportGenCore

/// ``CompiledReport``: built once per ``Report``, shared by every run of it (on any thread), each
/// run getting only its own ``RunConfiguration`` and state.
@Suite struct CompiledReportTests {
    static let layout = TakenTextTests.layout(footer: "{last(name)}")
    static let input = ReportSource.bytes(Array(TakenTextTests.data.utf8), format: .csv)

    @Test func aReportCompilesOnceAndEveryRunSharesIt() throws {
        let report = try Report(yaml: Self.layout)
        let engines = try (0..<2).map { _ in
            try report.engine(sources: [:], input: Self.input, parameters: [:], options: RunOptions())
        }
        for engine in engines {
            #expect(engine.compiled.reportScope === report.compiled.reportScope)
            #expect(
                engine.compiled.levelScopes.map(ObjectIdentifier.init)
                    == report.compiled.levelScopes.map(ObjectIdentifier.init))
            #expect(engine.compiled.keySlots === report.compiled.keySlots)
        }
    }

    @Test func runsOfOneReportOnSeveralThreadsMakeTheSameRows() async throws {
        let report = try Report(yaml: Self.layout)
        let expected = try report.rows(input: Self.input)
        #expect(expected.count == 7)
        let runs = try await withThrowingTaskGroup(of: [ReportRow].self) { group in
            for _ in 0..<4 { group.addTask { try report.rows(input: Self.input) } }
            return try await group.reduce(into: [[ReportRow]]()) { $0.append($1) }
        }
        #expect(runs.count == 4)
        for rows in runs { #expect(rows == expected) }
    }

    @Test func theRunConfigurationCarriesTheOptionsToTheRun() throws {
        let plan = try Fixtures.plan(Self.layout)
        var configuration = RunConfiguration(inputs: [], policy: .skip, strict: true)
        configuration.readsAhead = false
        configuration.heldMemoryBudget = 1234
        configuration.heldDiskLimit = 5678
        let engine = ReportEngine(compiled: CompiledReport(plan: plan), configuration: configuration)
        #expect(engine.readsAhead == false)
        #expect(engine.heldMemoryBudget == 1234)
        #expect(engine.heldDiskLimit == 5678)
        let run = ReportRun(compiled: engine.compiled, configuration: engine.configuration)
        #expect(run.configuration.policy == .skip)
        #expect(run.configuration.strict == true)
        #expect(run.configuration.readsAhead == false)
        #expect(run.held.memoryBudget == 1234)
        #expect(run.held.diskLimit == 5678)
    }
}

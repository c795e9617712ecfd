import Foundation
import Testing

@testable import ReportGenCore

/// The generated Swift compiles, and decodes every kind, however many kinds the layout has.
@Suite struct SwiftRowEnumGeneratorCompileTests {
    /// 1,000 kinds (past the ~700 at which one `switch self` can no longer be proven exhaustive):
    /// the code compiles with warnings as errors, and rows of the kinds at each part's edges
    /// decode with their own height and reuse identifier; an undeclared kind is an error.
    @Test(.timeLimit(.minutes(3)))
    func aThousandKindsCompile() throws {
        let count = 1000
        var yaml = "layout: 1\ninput: { fields: { n: int, s: string } }\nrows:\n"
        for i in 0..<count {
            // Every seventh kind has no fields: a case without associated values.
            yaml += "  k\(i): { height: \(10 + i % 5)" + (i % 7 == 0 ? " }\n" : ", fields: { n: int, s: string } }\n")
        }
        yaml += "report:\n  detail:\n"
        for i in 0..<count {
            yaml += "    - { row: k\(i)" + (i % 7 == 0 ? " }\n" : ", n: n, s: \"{s}\" }\n")
        }
        let plan = try Fixtures.plan(yaml)
        let source = SwiftRowEnumGenerator(typeName: "Row").generate(plan.renderSchema)
        #expect(source.contains("private var heightPart7: Double"))

        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent("Row.swift"), atomically: false, encoding: .utf8)
        let edges = [0, 1, 126, 127, 128, 129, 255, 256, 511, 512, 895, 896, 997, 998, 999]
        let checks = edges.map { i in
            let fields = i % 7 == 0 ? "{}" : #"{"n":3,"s":"x"}"#
            return
                "(\(SwiftRowEnumGenerator.literal("k\(i)")), \(10 + i % 5), \(SwiftRowEnumGenerator.literal(fields)))"
        }
        try """
        import Foundation
        for (kind, height, fields) in [\(checks.joined(separator: ", "))] as [(String, Double, String)] {
            let line = #"{"kind":"\\#(kind)","id":"\\#(kind)/1","level":1,"height":1,"fields":\\#(fields)}"#
            let row = try JSONDecoder().decode(Row.Placed.self, from: Data(line.utf8)).row
            precondition(row.reuseIdentifier == kind && row.height == height, "\\(kind): \\(row)")
        }
        do {
            _ = try JSONDecoder().decode(Row.self, from: Data(#"{"kind":"k1000","fields":{}}"#.utf8))
            preconditionFailure("an undeclared kind decoded")
        } catch DecodingError.dataCorrupted(let context) {
            precondition(context.debugDescription == "unknown row kind 'k1000'", context.debugDescription)
        }
        print("decoded \(edges.count) kinds")
        """.write(to: directory.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8)

        let compiled = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-warnings-as-errors", "-module-name", "Check", "Row.swift", "main.swift", "-o", "check",
            ], in: directory)
        #expect(compiled.status == 0, "\(compiled.output)")
        let ran = try Self.run(directory.appendingPathComponent("check").path, [], in: directory)
        #expect(ran.status == 0)
        #expect(ran.output == "decoded \(edges.count) kinds\n")
    }

    /// Up to one switch's worth of kinds, one exhaustive switch per property, no parts.
    @Test func fewKindsKeepOneExhaustiveSwitch() throws {
        var yaml = "layout: 1\ninput: { fields: { n: int } }\nrows:\n"
        for i in 0..<SwiftRowEnumGenerator.casesPerSwitch { yaml += "  k\(i): { height: 10 }\n" }
        yaml += "report:\n  detail:\n"
        for i in 0..<SwiftRowEnumGenerator.casesPerSwitch { yaml += "    - { row: k\(i) }\n" }
        let source = SwiftRowEnumGenerator(typeName: "Row").generate(try Fixtures.plan(yaml).renderSchema)
        #expect(!source.contains("Part"))
        #expect(!source.contains("        default: return"))
    }

    /// Runs a program in `directory`; its status and its standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

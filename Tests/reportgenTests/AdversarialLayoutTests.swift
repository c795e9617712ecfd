import Foundation
import Testing

/// Layouts built to break the tool get a clear error and exit code, never a crash.
@Suite(.serialized) struct AdversarialLayoutTests {
    @Test func aSixtyThousandTermExpressionIsALayoutErrorNotACrash() throws {
        let file = try CLI.temporaryDirectory().appendingPathComponent("long.yaml")
        let chain = "x" + String(repeating: "+x", count: 59_999)  // 120 KB; it used to overflow the stack
        try """
        layout: 1
        input:
          fields: { x: int }
        rows:
          r: { height: 1, fields: { n: int } }
        report:
          detail: [ { row: r, n: "\(chain)" } ]

        """.write(to: file, atomically: false, encoding: .utf8)
        // The expression starts at column 27 of line 7; its 65th '+' is 129 further on.
        let finding =
            "\(file.path):7:156: error: expression is more than 64 operators and calls deep; split it into computed fields [expression-syntax]\n"
        let validate = try CLI.run(["validate", file.path])
        #expect(validate.status == 1)
        #expect(validate.stdout == finding)
        let render = try CLI.run(["--layout", file.path, "--input", "-"], stdin: "x\n1\n")
        #expect(render.status == 1)
        #expect(render.stdout.isEmpty)
        #expect(render.stderr == finding + "reportgen: \(file.path): the layout is invalid; nothing was rendered\n")
    }

    @Test func codegenRefusesKindsWithOneSwiftName() throws {
        let file = "Tests/ReportGenCoreTests/Compilation/Corpus/swift-name-clash.yaml"
        let warning =
            "\(file):7:3: warning: row kinds 'line-item' and 'line_item' are both 'lineItem' in Swift; rename one for `codegen swift` [swift-name-clash]\n"
        let codegen = try CLI.run(["codegen", "swift", "--layout", file])
        #expect(codegen.status == 1)
        #expect(codegen.stdout.isEmpty)
        #expect(codegen.stderr == warning + "reportgen: \(file): names clash in Swift; nothing was generated\n")
        let validate = try CLI.run(["validate", file])
        #expect(validate.status == 0)
        #expect(validate.stdout == warning)
        #expect(try CLI.run(["validate", "--strict", file]).status == 1)
    }
}

import Foundation
import Testing

/// Input paths: a path typed for a one-stream layout must exist; a declared source's file may be
/// missing (a warning and the layout's `missing` rows); a directory is never a stream.
@Suite(.serialized) struct InputFileTests {
    static let layout = "Tests/reportgenTests/Fixtures/types.yaml"

    @Test func aMistypedOneStreamInputIsAnError() throws {
        let dir = try CLI.temporaryDirectory()
        let missing = dir.appendingPathComponent("nosuch.csv").path
        let output = dir.appendingPathComponent("report.txt").path
        let result = try CLI.run(["--layout", Self.layout, "--input", missing, "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr == "reportgen: \(missing): no such file\n")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let relative = try CLI.run(["--layout", Self.layout, "--input", "nosuch.csv"])
        #expect(relative.status == 1)
        #expect(relative.stderr == "reportgen: nosuch.csv: no such file\n")
        #expect(relative.stdout.isEmpty)
    }

    @Test func aDirectoryIsNoInput() throws {
        let dir = try CLI.temporaryDirectory()
        let oneStream = try CLI.run(["--layout", Self.layout, "--input", dir.path])
        #expect(oneStream.status == 1)
        #expect(oneStream.stderr == "reportgen: \(dir.path): is a directory\n")
        #expect(oneStream.stdout.isEmpty)
        let source = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "posted=\(dir.path)"])
        #expect(source.status == 1)
        #expect(source.stderr == "reportgen: \(dir.path): is a directory\n")
        #expect(source.stdout.isEmpty)
    }

    /// A layout whose source `s` (`gone.csv`) shows as `missing` rows of its `by: source` level.
    static let sourceLayout = """
        layout: 1
        input:
          fields: { text: string, amount: { type: decimal, places: 2 } }
        sources:
          - { name: s, path: gone.csv }
        rows:
          r: { height: 1, fields: { text: string, amount: { type: decimal, places: 2 } } }
          gone: { height: 1, fields: { message: string } }
        report:
          groups:
            - by: source
              missing: [ { row: gone, message: "{source.name} is not available" } ]
          detail: [ { row: r, text: "{text}", amount: amount } ]
          footer: [ { row: r, text: "total", amount: "sum(amount)" } ]

        """

    @Test func aDeclaredSourceMayBeMissing() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("layout.yaml").path
        try Self.sourceLayout.write(toFile: layout, atomically: false, encoding: .utf8)
        let missing = dir.appendingPathComponent("gone.csv").path
        let lenient = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "reportgen: warning: \(missing): source 's' is missing (no such file)\n")
        #expect(
            lenient.stdout
                == "kind,level,band,height,text,amount,message\r\ngone,1,,1,,,s is not available\r\n"
                + "r,0,,1,total,0.00,\r\n")
        let strict = try CLI.run(["--layout", layout, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "reportgen: \(missing): source 's' is missing (no such file)\n")
        let bare = try CLI.run(["--layout", layout, "--input", "s=nosuch.csv", "--format", "csv"])
        #expect(bare.status == 0)
        #expect(bare.stderr == "reportgen: warning: nosuch.csv: source 's' is missing (no such file)\n")
    }

    /// Without `missing` rows to show it, a missing source fails the run: a report that leaves it
    /// out without a word would pass for complete ("total 0.00", exit 0).
    @Test func aMissingSourceWithNowhereToShowItFailsTheRun() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("layout.yaml").path
        let text = try String(contentsOf: CLI.root.appendingPathComponent(Self.layout), encoding: .utf8)
        try (text + "sources:\n  - { name: s, path: gone.csv }\n").write(
            toFile: layout, atomically: false, encoding: .utf8)
        let missing = dir.appendingPathComponent("gone.csv").path
        let run = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasSuffix(
                "\n\(missing): source 's' is missing (no such file), and the layout has no 'missing' rows "
                    + "to show it\n"))
        #expect(
            run.stderr.hasPrefix(
                "\(layout):21:13: warning: source 's' has nowhere to show that it is missing: the layout has no "
                    + "'by: source' level with 'missing' rows, so a run without it fails; add 'missing' rows, or say "
                    + "'required: true' [unshown-missing]\n"))
        let validate = try CLI.run(["validate", "--strict", layout])
        #expect(validate.status == 1)
        // Said to be required: no warning, and the run fails whenever the source is missing.
        try (text + "sources:\n  - { name: s, path: gone.csv, required: true }\n").write(
            toFile: layout, atomically: false, encoding: .utf8)
        #expect(try CLI.run(["validate", "--strict", layout]).status == 0)
        let required = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(required.status == 1)
        #expect(required.stdout.isEmpty)
        #expect(required.stderr == "\(missing): source 's' is missing (no such file); the source is required\n")
    }

    /// A declared source the layout gives no path, and the command line none, is missing too.
    @Test func aSourceGivenNoPathIsMissing() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("layout.yaml").path
        try Self.sourceLayout.replacingOccurrences(of: "{ name: s, path: gone.csv }", with: "{ name: s }").write(
            toFile: layout, atomically: false, encoding: .utf8)
        let lenient = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(lenient.status == 0)
        #expect(
            lenient.stderr
                == "reportgen: warning: source 's' is missing (the layout gives it no path; give --input s=PATH)\n")
        #expect(
            lenient.stdout
                == "kind,level,band,height,text,amount,message\r\ngone,1,,1,,,s is not available\r\n"
                + "r,0,,1,total,0.00,\r\n")
        let strict = try CLI.run(["--layout", layout, "--strict"])
        #expect(strict.status == 1)
        #expect(
            strict.stderr == "reportgen: source 's' is missing (the layout gives it no path; give --input s=PATH)\n")
        #expect(strict.stdout.isEmpty)
    }
}

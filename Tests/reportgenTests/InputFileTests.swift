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

    @Test func aDeclaredSourceMayBeMissing() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("layout.yaml").path
        let text = try String(contentsOf: CLI.root.appendingPathComponent(Self.layout), encoding: .utf8)
        try (text + "sources:\n  - { name: s, path: gone.csv }\n").write(
            toFile: layout, atomically: false, encoding: .utf8)
        let missing = dir.appendingPathComponent("gone.csv").path
        let lenient = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "reportgen: warning: \(missing): source 's' is missing (no such file)\n")
        #expect(lenient.stdout == "kind,level,band,height,text,amount\r\nr,0,,1,total,0.00\r\n")
        let strict = try CLI.run(["--layout", layout, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "reportgen: \(missing): source 's' is missing (no such file)\n")
        let bare = try CLI.run(["--layout", layout, "--input", "nosuch.csv", "--format", "csv"])
        #expect(bare.status == 0)
        #expect(bare.stderr == "reportgen: warning: nosuch.csv: source 's' is missing (no such file)\n")
    }

    /// A declared source the layout gives no path, and the command line none, is missing too.
    @Test func aSourceGivenNoPathIsMissing() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("layout.yaml").path
        let text = try String(contentsOf: CLI.root.appendingPathComponent(Self.layout), encoding: .utf8)
        try (text + "sources:\n  - { name: s }\n").write(toFile: layout, atomically: false, encoding: .utf8)
        let lenient = try CLI.run(["--layout", layout, "--format", "csv"])
        #expect(lenient.status == 0)
        #expect(
            lenient.stderr
                == "reportgen: warning: source 's' is missing (the layout gives it no path; give --input s=PATH)\n")
        #expect(lenient.stdout == "kind,level,band,height,text,amount\r\nr,0,,1,total,0.00\r\n")
        let strict = try CLI.run(["--layout", layout, "--strict"])
        #expect(strict.status == 1)
        #expect(
            strict.stderr == "reportgen: source 's' is missing (the layout gives it no path; give --input s=PATH)\n")
        #expect(strict.stdout.isEmpty)
    }
}

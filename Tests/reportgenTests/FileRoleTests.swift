import Foundation
import Testing

/// A run never writes a file it also reads (or writes in another role): usage error 64, before
/// anything is read or written, naming both roles.
@Suite(.serialized) struct FileRoleTests {
    static let layout = "Tests/reportgenTests/Fixtures/types.yaml"
    static let records = "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n2024-01-02,,,x,,D,b\n"

    /// A temporary directory holding `a.csv` (one good record, one bad).
    static func directoryWithInput() throws -> (URL, String) {
        let dir = try CLI.temporaryDirectory()
        let input = dir.appendingPathComponent("a.csv").path
        try records.write(toFile: input, atomically: true, encoding: .utf8)
        return (dir, input)
    }

    static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func outputNamingTheInputIsRefused() throws {
        let (_, input) = try Self.directoryWithInput()
        let result = try CLI.run(["--layout", Self.layout, "--input", input, "--output", input])
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --output '\(input)' is the same file as --input '\(input)'\n")
        #expect(result.stdout.isEmpty)
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputThroughASymbolicLinkToTheInputIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let link = dir.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.csv")
        let result = try CLI.run(["--layout", Self.layout, "--input", input, "--output", link])
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --output '\(link)' is the same file as --input '\(input)'\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "a.csv")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputThroughAHardLinkToTheInputIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let hard = dir.appendingPathComponent("hard.csv").path
        try FileManager.default.linkItem(atPath: input, toPath: hard)
        let result = try CLI.run(["--layout", Self.layout, "--input", hard, "--output", input])
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --output '\(input)' is the same file as --input '\(hard)'\n")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingTheLayoutIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let layout = dir.appendingPathComponent("layout.yaml").path
        let text = try Self.contents(CLI.root.appendingPathComponent(Self.layout).path)
        try text.write(toFile: layout, atomically: true, encoding: .utf8)
        let result = try CLI.run(["--layout", layout, "--input", input, "--output", layout])
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --output '\(layout)' is the same file as --layout '\(layout)'\n")
        #expect(try Self.contents(layout) == text)
    }

    @Test func rejectsNamingTheInputIsRefused() throws {
        let (_, input) = try Self.directoryWithInput()
        let result = try CLI.run([
            "--layout", Self.layout, "--input", input, "--on-error", "skip", "--rejects", input,
        ])
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --rejects '\(input)' is the same file as --input '\(input)'\n")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func rejectsAndOutputInOneFileAreRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let both = dir.appendingPathComponent("out.txt").path
        let result = try CLI.run([
            "--layout", Self.layout, "--input", input, "--on-error", "skip", "--rejects", both, "--output",
            dir.path + "/./out.txt",
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr == "reportgen: --rejects '\(both)' is the same file as --output '\(dir.path)/./out.txt'\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.csv"])
    }

    @Test func outputNamingADeclaredSourceIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let layout = dir.appendingPathComponent("layout.yaml").path
        let text = try Self.contents(CLI.root.appendingPathComponent(Self.layout).path)
        try (text + "sources:\n  - { name: s, path: a.csv }\n").write(toFile: layout, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("elsewhere.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        let declared = try CLI.run(["--layout", layout, "--output", link])
        #expect(declared.status == 64)
        #expect(declared.stderr == "reportgen: --output '\(link)' is the same file as source 's' ('\(input)')\n")
        let overridden = try CLI.run(["--layout", layout, "--input", "s=\(link)", "--output", input])
        #expect(overridden.status == 64)
        #expect(overridden.stderr == "reportgen: --output '\(input)' is the same file as --input 's=\(link)'\n")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingATemplateIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let template = dir.appendingPathComponent("r.mustache").path
        try "{{text}}\n".write(toFile: template, atomically: true, encoding: .utf8)
        let result = try CLI.run([
            "--layout", Self.layout, "--input", input, "--template", dir.path, "--on-error", "skip", "--rejects",
            template,
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr == "reportgen: --rejects '\(template)' is the same file as --template file '\(template)'\n")
        #expect(try Self.contents(template) == "{{text}}\n")
    }

    @Test func standardStreamsNeverCollide() throws {
        let result = try CLI.run(
            ["--layout", Self.layout, "--input", "-", "--output", "-", "--format", "csv"],
            stdin: "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "r,2,,1,a,1.50\r\nr,0,,1,total,1.50\r\n")
    }

    @Test func oneFileReadInTwoRolesIsAllowed() throws {
        let result = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "posted=Samples/authorized.csv", "--format", "csv",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}

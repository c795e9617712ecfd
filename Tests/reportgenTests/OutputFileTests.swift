import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output` and `--rejects`: regular files replaced atomically keeping their mode, symbolic
/// links' targets written in place, devices and FIFOs written in place, and a failed write a clean message with nothing
/// left behind.
@Suite(.serialized) struct OutputFileTests {
    static let layout = "Tests/reportgenTests/Fixtures/types.yaml"
    static let good = "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n"
    static let report = "kind,level,band,height,text,amount\r\nr,2,,1,a,1.50\r\nr,0,,1,total,1.50\r\n"

    static func input(in dir: URL, _ text: String = good) throws -> String {
        let path = dir.appendingPathComponent("in.csv").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The path's own type bits (`lstat`: a link is a link), or nil when there is nothing there.
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    @Test func aFullDiskIsACleanErrorForOutput() throws {
        #expect(Self.fileType("/dev/full") == S_IFCHR)
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["--layout", Self.layout, "--input", try Self.input(in: dir), "--output", "/dev/full"])
        #expect(result.status == 1)
        #expect(result.stderr == "reportgen: cannot write /dev/full: No space left on device\n")
        #expect(Self.fileType("/dev/full") == S_IFCHR)
    }

    @Test func aFullDiskForRejectsLeavesTheOutputUntouched() throws {
        let dir = try CLI.temporaryDirectory()
        let input = try Self.input(in: dir, Self.good + "2024-01-02,,,x,,D,b\n")
        let output = dir.appendingPathComponent("report.csv").path
        try "previous\n".write(toFile: output, atomically: false, encoding: .utf8)
        let result = try CLI.run([
            "--layout", Self.layout, "--input", input, "--format", "csv", "--output", output, "--on-error", "skip",
            "--rejects", "/dev/full",
        ])
        #expect(result.status == 1)
        #expect(result.stderr == "reportgen: cannot write /dev/full: No space left on device\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.csv", "report.csv"])
        #expect(Self.fileType("/dev/full") == S_IFCHR)
    }

    @Test func aFullStandardOutputIsACleanError() throws {
        let dir = try CLI.temporaryDirectory()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let render = try CLI.run(
            ["--layout", Self.layout, "--input", try Self.input(in: dir)], standardOutput: full)
        #expect(render.status == 1)
        #expect(render.stderr == "reportgen: cannot write standard output: No space left on device\n")
        let schema = try CLI.run(["schema"], standardOutput: full)
        #expect(schema.status == 1)
        #expect(schema.stderr == "reportgen: cannot write standard output: No space left on device\n")
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let dir = try CLI.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader is open before the run (so the tool's open does not wait) and never blocks:
        // the report fits in the pipe's buffer and is read once the tool has exited.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CLI.run([
            "--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv", "--output", fifo,
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(reader, &chunk, chunk.count), count > 0 {
            received += chunk[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == Self.report)
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    /// The file's inode number: the same file, written in place, keeps it.
    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test func aSymbolicLinksTargetIsWrittenInPlaceKeepingItsModeAndInode() throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("target.csv").path
        try "previous\n".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(chmod(target, 0o600) == 0)
        let inode = try #require(Self.inode(target))
        let link = dir.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.csv")
        let result = try CLI.run([
            "--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv", "--output", link,
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.csv")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.report)
        #expect(Self.permissions(target) == 0o600)
        #expect(Self.inode(target) == inode)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "in.csv", "link.csv", "target.csv",
            ])
    }

    @Test func aRunStoppedByASignalLeavesNoTemporaryFileAndTheOldReport() throws {
        let dir = try CLI.temporaryDirectory()
        let output = dir.appendingPathComponent("report.csv").path
        try "previous\n".write(toFile: output, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.currentDirectoryURL = CLI.root
        process.arguments = ["--layout", Self.layout, "--input", "-", "--format", "csv", "--output", output]
        let input = Pipe()
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The run waits for its input with its temporary file open; then Ctrl-C.
        input.fileHandleForWriting.write(Data(Self.good.utf8))
        var names: [String] = []
        for _ in 0..<200 where names.count < 2 {
            Thread.sleep(forTimeInterval: 0.025)
            names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        }
        #expect(names.count == 2, "no temporary file appeared: \(names)")
        #expect(kill(process.processIdentifier, SIGINT) == 0)
        for _ in 0..<400 where process.isRunning { Thread.sleep(forTimeInterval: 0.025) }
        if process.isRunning {
            Issue.record("the run did not stop on SIGINT within 10 s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["report.csv"])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous\n")
    }

    @Test func aClosedPipeIsAnErrorWithOneLineNotASilentDeath() throws {
        let dir = try CLI.temporaryDirectory()
        let process = Process()
        process.executableURL = CLI.binary
        process.currentDirectoryURL = CLI.root
        process.arguments = ["--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()  // the reader is gone before the report is written
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: message, as: UTF8.self) == "reportgen: cannot write standard output: Broken pipe\n")
    }

    @Test func aDanglingSymbolicLinkCreatesItsTarget() throws {
        let dir = try CLI.temporaryDirectory()
        let link = dir.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.csv")
        let result = try CLI.run([
            "--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv", "--output", link,
        ])
        #expect(result.status == 0)
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: dir.appendingPathComponent("new.csv").path, encoding: .utf8) == Self.report)
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let dir = try CLI.temporaryDirectory()
        let output = dir.appendingPathComponent("report.csv").path
        try "previous\n".write(toFile: output, atomically: false, encoding: .utf8)
        #expect(chmod(output, 0o640) == 0)
        let result = try CLI.run([
            "--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv", "--output", output,
        ])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.report)
        #expect(Self.fileType(output) == S_IFREG)
        #expect(Self.permissions(output) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.csv", "report.csv"])
    }

    @Test func aLinkToADeviceWritesTheDevice() throws {
        let dir = try CLI.temporaryDirectory()
        let link = dir.appendingPathComponent("full").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        let result = try CLI.run(["--layout", Self.layout, "--input", try Self.input(in: dir), "--output", link])
        #expect(result.status == 1)
        #expect(result.stderr == "reportgen: cannot write \(link): No space left on device\n")
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["full", "in.csv"])
    }

    @Test func anInheritedDescriptorIsWrittenInPlace() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run([
            "--layout", Self.layout, "--input", try Self.input(in: dir), "--format", "csv", "--output", "/dev/fd/1",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == Self.report)
    }

    @Test func aDirectoryIsNoOutput() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["--layout", Self.layout, "--input", try Self.input(in: dir), "--output", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr == "reportgen: cannot write \(dir.path): is a directory\n")
    }
}

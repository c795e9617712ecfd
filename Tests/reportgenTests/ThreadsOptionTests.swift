import Foundation
import Testing

/// `--threads` (the default here) and `--no-threads` end to end: the same report, messages,
/// rejects file and exit status.
@Suite(.serialized) struct ThreadsOptionTests {
    /// The rejects tests' layout: a row per record, a product that can overflow, a sum.
    static let layout = RejectsTests.layout

    /// Three thousand records, some not numbers, some whose product overflows.
    static let data: String = {
        var text = "a,b,c\n"
        for i in 0..<3_000 {
            switch i % 97 {
            case 3: text += "x\(i),not,1\n"
            case 5: text += "y\(i),9000000000,9000000000\n"
            default: text += "r\(i),\(i),2\n"
            }
        }
        return text
    }()

    func run(_ extra: [String], policy: String) throws -> (CLI.Result, String) {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("l.yaml").path
        let input = dir.appendingPathComponent("d.csv").path
        let rejects = dir.appendingPathComponent("rejects.ndjson").path
        try Data(Self.layout.utf8).write(to: URL(fileURLWithPath: layout))
        try Data(Self.data.utf8).write(to: URL(fileURLWithPath: input))
        var arguments = ["--layout", layout, "--input", input, "--on-error", policy] + extra
        if policy == "skip" { arguments += ["--rejects", rejects] }
        var result = try CLI.run(arguments)
        // The paths differ from run to run: compare what is written about them.
        result.stderr = result.stderr.replacingOccurrences(of: dir.path, with: "DIR")
        let rejected = policy == "skip" ? try String(contentsOfFile: rejects, encoding: .utf8) : ""
        return (result, rejected.replacingOccurrences(of: dir.path, with: "DIR"))
    }

    @Test(arguments: ["skip", "fail"])
    func threeThreadsAndOneGiveTheSameRun(_ policy: String) throws {
        let (three, threeRejects) = try run([], policy: policy)
        let (one, oneRejects) = try run(["--no-threads"], policy: policy)
        #expect(three.status == (policy == "skip" ? 0 : 1))
        #expect(three.status == one.status)
        #expect(three.stdout == one.stdout)
        #expect(three.stderr == one.stderr)
        #expect(threeRejects == oneRejects)
        if policy == "skip" {
            #expect(three.stderr.hasSuffix("reportgen: 62 of 3000 records rejected\n"))
        } else {
            #expect(three.stderr == "DIR/d.csv:5: field 'b': 'not' is not an int\n")
        }
    }

    /// A run that fails lets go of its output file (on the rendering thread) before it exits, so
    /// the file's temporary copy is always removed: 48 failing runs, 12 at a time, on a loaded
    /// machine left temporary files behind before the rendering thread let go of the sink first.
    @Test func failedRunsUnderLoadLeaveNoTemporaryFile() throws {
        let dir = try CLI.temporaryDirectory()
        let broken = dir.appendingPathComponent("broken.csv")
        try "group,date,description,amount,debit\nA,2016-04-01,Starbucks,3.11,D\nA,2016-04-02,Tim,x12,D\n"
            .write(to: broken, atomically: false, encoding: .utf8)
        let statuses = Statuses()
        for round in 0..<4 {
            DispatchQueue.concurrentPerform(iterations: 12) { i in
                let target = dir.appendingPathComponent("report-\(round)-\(i).txt")
                let status = Result {
                    try CLI.run([
                        "--layout", "Layouts/transactions.yaml", "--input", "authorized=\(broken.path)", "--output",
                        target.path,
                    ]).status
                }
                statuses.add(status)
            }
        }
        #expect(statuses.all.count == 48)
        #expect(
            statuses.all.allSatisfy {
                if case .success(1) = $0 { return true }
                return false
            })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["broken.csv"])
    }

    /// The runs' outcomes, gathered from several threads.
    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Int32, any Error>] = []

        func add(_ result: Result<Int32, any Error>) {
            lock.lock()
            results.append(result)
            lock.unlock()
        }

        var all: [Result<Int32, any Error>] {
            lock.lock()
            defer { lock.unlock() }
            return results
        }
    }
}

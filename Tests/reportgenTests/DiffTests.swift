import Foundation
import Testing

@Suite(.serialized) struct DiffTests {
    /// The transactions report as ndjson, over `authorized` text in place of Samples/authorized.csv.
    func report(_ authorized: String, in dir: URL, named name: String) throws -> String {
        let input = dir.appendingPathComponent("\(name).csv").path
        let output = dir.appendingPathComponent("\(name).ndjson").path
        try Data(authorized.utf8).write(to: URL(fileURLWithPath: input))
        let result = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "authorized=\(input)", "--format", "ndjson",
            "--output", output,
        ])
        #expect(result.status == 0)
        return output
    }

    @Test func editingOneRecordShowsExactlyThatChange() throws {
        let dir = try CLI.temporaryDirectory()
        let authorized = try String(
            contentsOf: CLI.root.appendingPathComponent("Samples/authorized.csv"), encoding: .utf8)
        let edited = authorized.replacingOccurrences(
            of: "A,2016-04-02,Starbucks,5.22,D", with: "A,2016-04-02,Starbucks,5.25,D")
        #expect(edited != authorized)
        let old = try report(authorized, in: dir, named: "old")
        let new = try report(edited, in: dir, named: "new")
        let text = try CLI.run(["diff", old, new])
        #expect(text.status == 0)
        #expect(
            text.stdout == """
                ~ detail/authorized/2016-04-02/1 (row 7)
                    - {"description":"Starbucks","amount":5.22}
                    + {"description":"Starbucks","amount":5.25}
                ~ footer/authorized/1 (row 66)
                    - {"total":560.19}
                    + {"total":560.22}
                ~ grandfooter/1 (row 135)
                    - {"total":1338.97}
                    + {"total":1339.00}
                0 inserted, 0 deleted, 0 moved, 3 updated (135 rows before, 135 after)

                """)
        let ndjson = try CLI.run(["diff", old, new, "--format", "ndjson"])
        let changes = ndjson.stdout.split(separator: "\n")
        #expect(changes.count == 3)
        #expect(
            changes.first
                == #"{"change":"update","id":"detail/authorized/2016-04-02/1","from":6,"to":6,"row":{"kind":"detail","id":"detail/authorized/2016-04-02/1","level":3,"band":"even","height":18,"fields":{"description":"Starbucks","amount":5.25}}}"#
        )
        let same = try CLI.run(["diff", old, old])
        #expect(same.stdout == "0 inserted, 0 deleted, 0 moved, 0 updated (135 rows before, 135 after)\n")
    }

    @Test func aRemovedRecordIsADeletion() throws {
        let dir = try CLI.temporaryDirectory()
        let authorized = try String(
            contentsOf: CLI.root.appendingPathComponent("Samples/authorized.csv"), encoding: .utf8)
        let old = try report(authorized, in: dir, named: "old")
        let new = try report(
            authorized.replacingOccurrences(of: "A,2016-04-01,Firkin,15.34,D\n", with: ""), in: dir, named: "new")
        let result = try CLI.run(["diff", old, new])
        #expect(
            result.stdout.hasPrefix(
                "- detail/authorized/2016-04-01/2 (row 4)\n    {\"description\":\"Firkin\",\"amount\":15.34}\n"))
        #expect(result.stdout.hasSuffix("0 inserted, 1 deleted, 0 moved, 2 updated (135 rows before, 134 after)\n"))
    }

    @Test func badInputIsAClearError() throws {
        let dir = try CLI.temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.ndjson")
        try Data("{\"kind\":\"r\",\"id\":\"r/1\"}\nnot json\n".utf8).write(to: bad)
        let result = try CLI.run(["diff", bad.path, bad.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(bad.path):2: not a typed row (a JSON object with a string 'kind' and 'id', each key written once, as --format ndjson writes)\n"
        )
        // An id written twice is refused, not read as whichever comes last.
        let twice = dir.appendingPathComponent("twice.ndjson")
        try Data("{\"kind\":\"r\",\"id\":\"r/1\",\"id\":\"r/2\"}\n".utf8).write(to: twice)
        let twiceResult = try CLI.run(["diff", twice.path, bad.path])
        #expect(twiceResult.status == 1)
        #expect(twiceResult.stderr.hasPrefix("\(twice.path):1: not a typed row"))
        let missing = try CLI.run(["diff", dir.appendingPathComponent("nope").path, bad.path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "reportgen: \(dir.appendingPathComponent("nope").path): No such file or directory\n")
    }
}

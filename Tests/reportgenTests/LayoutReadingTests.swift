import Foundation
import Testing

/// A layout that cannot be read, is not UTF-8 or is empty: one positioned finding in every
/// reporter of `validate`, and the same line from `render` and `codegen`, with exit 1.
@Suite(.serialized) struct LayoutReadingTests {
    /// A directory with a Latin-1 layout, an empty one and a subdirectory; `missing.yaml` is absent.
    static func layouts() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try Data("layout: 1\ntitle: Caf".utf8 + [0xE9] + Data("\n".utf8)).write(
            to: dir.appendingPathComponent("latin1.yaml"))
        try Data().write(to: dir.appendingPathComponent("empty.yaml"))
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("folder.yaml"), withIntermediateDirectories: false)
        return dir
    }

    static let findings = [
        ("missing.yaml", "1:1", "cannot read the layout: no such file", "unreadable-file"),
        ("folder.yaml", "1:1", "cannot read the layout: it is a directory", "unreadable-file"),
        ("latin1.yaml", "2:11", "the layout is not valid UTF-8 (byte 0xE9); save it as UTF-8", "invalid-encoding"),
        ("empty.yaml", "1:1", "the file is empty; a layout starts with 'layout: 1'", "missing-key"),
    ]

    @Test func validateTextAndGithub() throws {
        let dir = try Self.layouts()
        let paths = Self.findings.map { dir.appendingPathComponent($0.0).path }
        let text = try CLI.run(["validate"] + paths)
        #expect(text.status == 1)
        #expect(text.stderr.isEmpty)
        #expect(
            text.stdout
                == zip(paths, Self.findings).map { path, f in "\(path):\(f.1): error: \(f.2) [\(f.3)]\n" }.joined())
        let github = try CLI.run(["validate", "--reporter", "github"] + paths)
        #expect(github.status == 1)
        #expect(
            github.stdout
                == zip(paths, Self.findings).map { path, f in
                    let (line, column) = (f.1.split(separator: ":")[0], f.1.split(separator: ":")[1])
                    return "::error file=\(path),line=\(line),col=\(column),title=reportgen \(f.3)::\(f.2)\n"
                }.joined())
    }

    @Test func validateJSONAndJUnit() throws {
        let dir = try Self.layouts()
        let path = dir.appendingPathComponent("missing.yaml").path
        let json = try CLI.run(["validate", "--reporter", "json", path])
        #expect(json.status == 1)
        #expect(
            json.stdout == """
                {
                  "files": [
                    {
                      "file": "\(path)",
                      "valid": false,
                      "diagnostics": [
                        {
                          "severity": "error",
                          "rule": "unreadable-file",
                          "message": "cannot read the layout: no such file",
                          "line": 1,
                          "column": 1
                        }
                      ]
                    }
                  ]
                }

                """)
        let latin1 = dir.appendingPathComponent("latin1.yaml").path
        let junit = try CLI.run(["validate", "--reporter", "junit", latin1])
        #expect(junit.status == 1)
        #expect(
            junit.stdout == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="reportgen validate" tests="1" failures="1">
                  <testsuite name="reportgen validate" tests="1" failures="1">
                    <testcase classname="reportgen.validate" name="\(latin1)">
                      <failure type="invalid-encoding" message="the layout is not valid UTF-8 (byte 0xE9); save it as UTF-8">\(latin1):2:11: error: the layout is not valid UTF-8 (byte 0xE9); save it as UTF-8 [invalid-encoding]</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func validateSARIF() throws {
        let dir = try Self.layouts()
        let paths = Self.findings.map { dir.appendingPathComponent($0.0).path }
        let sarif = try CLI.run(["validate", "--reporter", "sarif"] + paths)
        #expect(sarif.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "reportgen")
        let ruleIds = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ruleIds.prefix(2) == ["unreadable-file", "invalid-encoding"])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let flattened = try results.map { result -> String in
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(physical["region"] as? [String: Any])
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            let (ruleId, level) = (result["ruleId"] as? String ?? "?", result["level"] as? String ?? "?")
            let (line, column) = (region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0)
            return "\(uri):\(line):\(column) \(level) \(ruleId) \(message)"
        }
        #expect(flattened == zip(paths, Self.findings).map { path, f in "\(path):\(f.1) error \(f.3) \(f.2)" })
    }

    @Test func renderAndCodegenSayTheSame() throws {
        let dir = try Self.layouts()
        for (name, position, message, rule) in Self.findings {
            let path = dir.appendingPathComponent(name).path
            let render = try CLI.run(["--layout", path, "--format", "ndjson"])
            #expect(render.status == 1, "\(name)")
            #expect(render.stdout.isEmpty)
            #expect(
                render.stderr == """
                    \(path):\(position): error: \(message) [\(rule)]
                    reportgen: \(path): the layout is invalid; nothing was rendered

                    """)
            let codegen = try CLI.run(["codegen", "swift", "--layout", path])
            #expect(codegen.status == 1, "\(name)")
            #expect(codegen.stdout.isEmpty)
            #expect(
                codegen.stderr
                    == "\(path):\(position): error: \(message) [\(rule)]\n"
                    + "reportgen: \(path): the layout is invalid; nothing was generated\n")
        }
    }

    @Test func everyDuplicateKeyAndTheErrorsAfterIt() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("dup.yaml")
        try """
        layout: 1
        input:
          fields: { a: string, n: int, a: int }
        rows:
          r: { height: 1, height: 2, fields: { t: string } }
        report:
          detail: [ { row: r, t: "{b}" } ]
        rows: {}

        """.write(to: file, atomically: false, encoding: .utf8)
        let result = try CLI.run(["validate", file.path])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(file.path):3:32: error: duplicate key 'a' (first at line 3) [duplicate-key]
                \(file.path):5:19: error: duplicate key 'height' (first at line 5) [duplicate-key]
                \(file.path):7:28: error: unknown name 'b'; did you mean 'a'? [unknown-name]
                \(file.path):8:1: error: duplicate key 'rows' (first at line 4) [duplicate-key]

                """)
    }
}

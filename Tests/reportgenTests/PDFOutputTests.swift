import Foundation
import Testing

/// `--format pdf` from the command line.
@Suite(.serialized) struct PDFOutputTests {
    static let usage =
        "Error: --format pdf needs --output FILE (a PDF goes to a file, or with --output - to a pipe; never to a "
        + "terminal)\n"

    @Test func pdfNeedsAnOutputFile() throws {
        let result = try CLI.run(["--layout", "Layouts/transactions.yaml", "--format", "pdf"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(Self.usage))
    }

    @Test func rendersTheSampleToAFile() throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("transactions.pdf")
        let result = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--format", "pdf", "--output", target.path, "--strict",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let pdf = try Data(contentsOf: target)
        #expect(pdf.starts(with: Array("%PDF-1.7\n".utf8)))
        #expect(pdf.count < 20_000)
    }

    @Test func aFailedRunLeavesNoPDF() throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("report.pdf")
        let broken = dir.appendingPathComponent("broken.csv")
        try "group,date,description,amount,debit\nA,2016-04-01,Starbucks,3.11,D\nA,2016-04-02,Tim,x12,D\n"
            .write(to: broken, atomically: false, encoding: .utf8)
        let failed = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "authorized=\(broken.path)", "--format", "pdf",
            "--output", target.path,
        ])
        #expect(failed.status == 1)
        #expect(failed.stderr == "\(broken.path):3: field 'amount': 'x12' is not a decimal\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["broken.csv"])
    }

    /// A layout whose `style.font.family` names a file that is not there: a layout error at the
    /// family, for `validate` and a PDF run (exit 1, nothing written); other formats do not read it.
    @Test func aMissingFontFileIsAnErrorNamingIt() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("styled.yaml")
        try """
        layout: 1
        style: { font: { family: fonts/Missing.ttf } }
        input:
          fields: { n: int }
        rows:
          d: { height: 20, fields: { n: int } }
        report:
          detail: [ { row: d, n: n } ]
        """.write(to: layout, atomically: false, encoding: .utf8)
        let target = dir.appendingPathComponent("styled.pdf")
        let result = try CLI.run(
            ["--layout", layout.path, "--input", "-", "--format", "pdf", "--output", target.path], stdin: "n\n1\n")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(layout.path):2:26: error: the font file 'fonts/Missing.ttf' (\(dir.path)/fonts/Missing.ttf) "
                + "does not exist [unusable-font]\nreportgen: \(layout.path): the layout is invalid; nothing was rendered\n"
        )
        let validated = try CLI.run(["validate", layout.path])
        #expect(validated.status == 1)
        #expect(
            validated.stdout
                == "\(layout.path):2:26: error: the font file 'fonts/Missing.ttf' (\(dir.path)/fonts/Missing.ttf) "
                + "does not exist [unusable-font]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["styled.yaml"])
        // Other formats do not draw with it.
        let text = try CLI.run(["--layout", layout.path, "--input", "-"], stdin: "n\n1\n")
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
    }

    @Test func aRowTallerThanTheDefaultPageIsALayoutError() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("tall.yaml")
        try """
        layout: 1
        input:
          fields: { n: int }
        rows:
          d: { height: 800, fields: { n: int } }
        report:
          detail: [ { row: d, n: n } ]
        """.write(to: layout, atomically: false, encoding: .utf8)
        let target = dir.appendingPathComponent("tall.pdf")
        let result = try CLI.run(
            ["--layout", layout.path, "--format", "pdf", "--output", target.path], stdin: "n\n1\n")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(layout.path):5:16: error: row kind 'd' is 800 points tall, taller than the body of the default A4 "
                + "page: 769.89 points (841.89 points tall, margins 36 and 36) [page-too-small]\n"
                + "reportgen: \(layout.path): the layout does not fit the default page; nothing was rendered\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["tall.yaml"])
    }
}

import Testing

@testable import ReportGenCore

/// `[low-contrast]`: a row kind's text under WCAG 2.2 AA on its background or bands (4.5:1, 3:1
/// for large text), and bands that cannot be told apart (under 1.1:1), at the colour's position.
@Suite struct ContrastTests {
    func layout(style: String = "", kind: String = "") -> String {
        """
        layout: 1
        input:
          fields: { n: int }
        \(style.isEmpty ? "" : "style: \(style)")
        rows:
          r: { height: 1, fields: { t: string }\(kind) }
        report:
          detail: [ { row: r, t: "{n}" } ]
        """
    }

    /// The ratio against an independent computation: WCAG's examples (black on white is 21,
    /// #777777 on white 4.47, just under AA) and symmetry.
    @Test func ratiosAreWCAGs() {
        let white = ReportColor(red: 255, green: 255, blue: 255)
        let black = ReportColor(red: 0, green: 0, blue: 0)
        let grey = ReportColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(LayoutChecker.ratioText(LayoutChecker.contrastRatio(black, white)) == "21.00")
        #expect(LayoutChecker.ratioText(LayoutChecker.contrastRatio(grey, white)) == "4.47")
        #expect(LayoutChecker.contrastRatio(white, grey) == LayoutChecker.contrastRatio(grey, white))
        #expect(LayoutChecker.ratioText(LayoutChecker.contrastRatio(white, white)) == "1.00")
    }

    @Test func greyOnGreyIsWarnedOfAtTheTextColour() {
        let yaml = layout(kind: ", style: { background: \"#BBBBBB\", color: \"#AAAAAA\" }")
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:6:81: warning: row kind 'r': text #AAAAAA on background #BBBBBB has contrast 1.21:1, "
                    + "under WCAG 2.2 AA's 4.5:1 [low-contrast]"
            ])
    }

    /// Large text (18 pt, or 14 pt bold) needs 3:1: #888888 on white (3.54:1) passes there only.
    @Test func largeTextNeedsThreeToOne() {
        let small = layout(kind: ", style: { color: \"#888888\" }")
        #expect(Fixtures.diagnostics(small).first?.contains("has contrast 3.54:1, under WCAG 2.2 AA's 4.5:1") == true)
        #expect(Fixtures.diagnostics(layout(kind: ", style: { color: \"#888888\", size: 18 }")).isEmpty)
        #expect(Fixtures.diagnostics(layout(kind: ", style: { color: \"#888888\", size: 14, bold: true }")).isEmpty)
        #expect(
            Fixtures.diagnostics(layout(kind: ", style: { color: \"#AAAAAA\", size: 14, bold: true }")).first?
                .contains("under WCAG 2.2 AA's 3:1 for large text") == true)
    }

    /// A kind without a background is read on each band its rows take: the odd band here.
    @Test func textIsCheckedOnEachBand() {
        let yaml = layout(style: "{ bands: { odd: \"#333333\", even: \"#FFFFFF\" } }", kind: ", band: toggle")
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:4:24: warning: row kind 'r': text #1D1D1F on odd band #333333 has contrast 1.33:1, "
                    + "under WCAG 2.2 AA's 4.5:1 [low-contrast]"
            ])
    }

    @Test func bandsTooCloseAreWarnedOf() {
        let yaml = layout(style: "{ bands: { odd: \"#F7F8FC\", even: \"#FFFFFF\" } }")
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:4:24: warning: odd band #F7F8FC and even band #FFFFFF have contrast 1.06:1, under 1.1:1: "
                    + "the bands cannot be told apart [low-contrast]"
            ])
        #expect(Fixtures.diagnostics(layout(style: "{ bands: { odd: \"#DDDDDD\", even: \"#FFFFFF\" } }")).isEmpty)
    }

    @Test(arguments: ["transactions", "transactions-one-source", "monthly", "portfolio", "bank-statement"])
    func samplesPass(_ name: String) throws {
        let file = "Layouts/\(name).yaml"
        let diagnostics = Fixtures.diagnostics(try Fixtures.text(file), file: file)
        #expect(diagnostics.filter { $0.contains("[low-contrast]") } == [])
    }
}

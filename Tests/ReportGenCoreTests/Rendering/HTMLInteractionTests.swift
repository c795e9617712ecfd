import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// The HTML reports in a real browser (headless Chromium over the DevTools protocol, one browser
/// for many pages): at 320, 390, 768 and 1280 pixels no word breaks inside and nothing overlaps;
/// with `output.html.collapsible` the groups fold by mouse and keyboard and the search box
/// filters; without JavaScript every row shows; axe-core finds no WCAG 2.2 A/AA violation.
@Suite(.needs(.chromium, .axe), .serialized) struct HTMLInteractionTests {
    static let samples = HTMLBrowserTests.samples
    static let widths = [320, 390, 768, 1280]

    /// Writes each page to a scratch directory and gives its file URL.
    static func files(_ pages: [String: String]) throws -> (directory: URL, urls: [String: URL]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reportgen-html-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var urls: [String: URL] = [:]
        for (name, html) in pages {
            let url = directory.appendingPathComponent("\(name).html")
            try Data(html.utf8).write(to: url)
            urls[name] = url
        }
        return (directory, urls)
    }

    /// Every sample's page as committed (its golden file), and collapsible (`NAME-collapsible`).
    static func samplePages() throws -> [String: String] {
        var html: [String: String] = [:]
        for name in samples {
            html[name] = try Fixtures.text("Tests/ReportGenCoreTests/Golden/\(name).html")
            html[name + "-collapsible"] = try collapsible(name)
        }
        return html
    }

    static func collapsible(_ name: String) throws -> String {
        try Fixtures.sample(name, renderer: HTMLRenderer()) { $0.output.html.collapsible = true }
    }

    /// Measures the laid-out table: words broken inside (shorter than the window), cells or rows
    /// that overlap, content wider than its cell, and how far the page itself scrolls sideways.
    static let measure = """
        (function () {
          var table = document.querySelector("table.report");
          var out = { brokenWords: [], overlaps: [], rows: 0,
                      pageOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth) };
          function naturalWidth(word, cell) {
            var probe = document.createElement("span");
            probe.style.cssText = "position:absolute;white-space:pre;visibility:hidden;font:" + getComputedStyle(cell).font;
            probe.textContent = word;
            document.body.appendChild(probe);
            var width = probe.getBoundingClientRect().width;
            probe.remove();
            return width;
          }
          var lastBottom = -Infinity;
          Array.prototype.forEach.call(table.rows, function (row) {
            if (row.getClientRects().length === 0) return;
            out.rows += 1;
            var box = row.getBoundingClientRect();
            if (box.height > 0 && box.top < lastBottom - 1) out.overlaps.push("row '" + row.textContent.slice(0, 40) + "' overlaps the row above");
            if (box.height > 0) lastBottom = box.bottom;
            var cells = Array.prototype.slice.call(row.cells);
            cells.forEach(function (cell, i) {
              if (cell.scrollWidth > cell.clientWidth + 1) out.overlaps.push("'" + cell.textContent + "' is wider than its cell");
              if (i > 0) {
                var previous = cells[i - 1].getBoundingClientRect();
                if (cell.getBoundingClientRect().left < previous.right - 1) out.overlaps.push("'" + cell.textContent + "' overlaps the cell before it");
              }
              var walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
              for (var node = walker.nextNode(); node; node = walker.nextNode()) {
                var words = /\\S+/g, match;
                while ((match = words.exec(node.data))) {
                  var range = document.createRange();
                  range.setStart(node, match.index);
                  range.setEnd(node, match.index + match[0].length);
                  var tops = new Set(Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width > 0; })
                                       .map(function (r) { return Math.round(r.top); }));
                  if (tops.size > 1 && naturalWidth(match[0], cell) < window.innerWidth) out.brokenWords.push(match[0]);
                }
              }
            });
          });
          return out;
        })()
        """

    /// Every sample, static and collapsible, at every width: no word broken, nothing overlapping,
    /// the page itself never wider than the window (a wide table scrolls in its own box).
    @Test func samplesReadAtEveryWidth() throws {
        let (directory, urls) = try Self.files(Self.samplePages())
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [(String, BrowserSession.Page)] = []
        for (name, url) in urls.sorted(by: { $0.key < $1.key }) {
            for width in Self.widths {
                var page = BrowserSession.Page(file: url, width: width)
                page.evaluate(Self.measure)
                pages.append(("\(name) at \(width) px", page))
            }
        }
        let results = try BrowserSession.run(pages.map(\.1))
        for ((label, _), result) in zip(pages, results) {
            let measured = try #require(result.first as? [String: Any], "\(label)")
            #expect((measured["rows"] as? Int ?? 0) > 1, "\(label)")
            #expect(measured["brokenWords"] as? [String] == [], "\(label)")
            #expect(measured["overlaps"] as? [String] == [], "\(label)")
            #expect(measured["pageOverflow"] as? Int == 0, "\(label)")
        }
    }

    /// How many detail rows show, how many rows show, and the first fold button's state.
    static let visibility = """
        (function () {
          var shown = function (row) { return row.getClientRects().length > 0; };
          var rows = Array.prototype.slice.call(document.querySelectorAll("table.report tbody tr"));
          var button = document.querySelector("button.fold");
          return { details: rows.filter(function (r) { return r.classList.contains("role-detail") && shown(r); }).length,
                   rows: rows.filter(shown).length, all: rows.length,
                   expanded: button ? button.getAttribute("aria-expanded") : null,
                   focus: document.activeElement ? document.activeElement.className + "/" + document.activeElement.tagName : "",
                   texts: rows.filter(function (r) { return r.classList.contains("role-detail") && shown(r); })
                              .map(function (r) { return r.textContent; }) };
        })()
        """

    /// Folding by keyboard (Tab to the first group's button, Enter, then Space) and by mouse hides
    /// the group's rows and shows them again; typing in the search box leaves only the detail rows
    /// that contain the text; without JavaScript there is no button and every row shows.
    @Test(arguments: ["transactions", "transactions-one-source", "monthly", "bank-statement"])
    func groupsFoldAndSearchFilters(_ name: String) throws {
        let html = try Self.collapsible(name)
        let (directory, urls) = try Self.files([name: html])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try #require(urls[name])
        var page = BrowserSession.Page(file: url, width: 390)
        page.evaluate(Self.visibility)  // 0: all
        page.press("Tab")  // the table's scrolling box
        page.press("Tab")  // the search box
        page.press("Tab")  // the first fold button
        page.press("Enter")
        page.evaluate(Self.visibility)  // 5: folded by keyboard
        page.press(" ")
        page.evaluate(Self.visibility)  // 7: open again
        page.click("button.fold")
        page.evaluate(Self.visibility)  // 9: folded by mouse
        page.click("button.fold")
        page.evaluate(
            """
            (function () {
              var first = document.querySelector("table.report tr.role-detail td:not(:empty)");
              var word = first.textContent.trim().split(/\\s+/)[0];
              var input = document.querySelector(".report-tools input");
              input.focus();
              return word;
            })()
            """)  // the word to search for
        var noScript = BrowserSession.Page(file: url, width: 390, javascript: false)
        noScript.evaluate(Self.visibility)
        noScript.evaluate("document.querySelectorAll('button, input').length")
        var results = try BrowserSession.run([page, noScript])
        let word = try #require(results[0][11] as? String)
        // Typed into a fresh page, with every group open.
        var search = BrowserSession.Page(file: url, width: 390)
        search.evaluate("document.querySelector('.report-tools input').focus()")
        search.type(word)
        search.evaluate(Self.visibility)
        search.evaluate("document.querySelector('.report-tools [role=status]').textContent")
        results += try BrowserSession.run([search])

        func state(_ value: Any?) throws -> [String: Any] { try #require(value as? [String: Any], "\(name)") }
        let all = try state(results[0][0])
        let folded = try state(results[0][5])
        let reopened = try state(results[0][7])
        let clicked = try state(results[0][9])
        let allDetails = try #require(all["details"] as? Int)
        #expect(allDetails > 1, "\(name)")
        #expect(all["rows"] as? Int == all["all"] as? Int, "\(name): every row shows at first")
        #expect(folded["focus"] as? String == "fold/BUTTON", "\(name): Tab reaches the fold button")
        #expect(folded["expanded"] as? String == "false", "\(name)")
        #expect((folded["details"] as? Int ?? allDetails) < allDetails, "\(name): folding hides the group's rows")
        #expect(reopened["expanded"] as? String == "true", "\(name)")
        #expect(reopened["details"] as? Int == allDetails, "\(name): Space opens the group again")
        #expect(clicked["expanded"] as? String == "false", "\(name): a click folds")
        #expect(clicked["details"] as? Int == folded["details"] as? Int, "\(name)")

        let plain = try state(results[1][0])
        #expect(plain["rows"] as? Int == plain["all"] as? Int, "\(name): without JavaScript every row shows")
        #expect(results[1][1] as? Int == 0, "\(name): without JavaScript no button or search box")

        let filtered = try state(results[2][2])
        let texts = try #require(filtered["texts"] as? [String])
        #expect(!texts.isEmpty, "\(name)")
        #expect(texts.allSatisfy { $0.localizedLowercase.contains(word.localizedLowercase) }, "\(name): '\(word)'")
        #expect(results[2][3] as? String == "\(texts.count) of \(allDetails) rows", "\(name)")
    }

    /// axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every sample page, static and with
    /// its script run, at a phone's width and a desktop's: no violations.
    @Test func everySamplePassesAxe() throws {
        let axe = try #require(BrowserSession.axeScript, "axe-core's script (pip install axe-playwright-python)")
        let (directory, urls) = try Self.files(Self.samplePages())
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [(String, BrowserSession.Page)] = []
        for (name, url) in urls.sorted(by: { $0.key < $1.key }) {
            for width in [390, 1280] {
                var page = BrowserSession.Page(file: url, width: width)
                page.evaluate(axe + "\n;true")
                page.evaluate(
                    """
                    axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } })
                      .then(function (r) { return { violations: r.violations.map(function (v) {
                        return v.id + ": " + v.nodes.slice(0, 3).map(function (n) { return n.html.slice(0, 80); }).join(" | "); }),
                        passes: r.passes.length }; })
                    """)
                pages.append(("\(name) at \(width) px", page))
            }
        }
        let results = try BrowserSession.run(pages.map(\.1))
        for ((label, _), result) in zip(pages, results) {
            let report = try #require(result.last as? [String: Any], "\(label)")
            #expect(report["violations"] as? [String] == [], "\(label)")
            #expect((report["passes"] as? Int ?? 0) > 5, "\(label): axe ran its rules")
        }
    }
}

extension HTMLRenderer {
    /// The page's stylesheet before the row kinds' own rules: fonts, the table, cells that keep
    /// their words whole, the header, bands, and the narrow-screen layout (the table scrolls in
    /// its own container, its first column kept in view).
    static func stylesheet(_ style: ReportStyle) -> String {
        """
        body { font-family: \(fontFamily(style.fontFamily)); margin: 2rem auto; padding: 0 1rem; max-width: 60rem; color: #1d1d1f; background: #FFFFFF; }
        h1 { font-size: 1.4rem; margin: 0 0 0.6rem; }
        caption { text-align: left; }
        table.report { width: 100%; border-collapse: collapse;\(style.fontSize.map { " font-size: \($0)pt;" } ?? "") }
        th, td { padding: 2px 0.5rem; vertical-align: bottom; overflow-wrap: break-word; }
        tbody th { font-weight: inherit; }
        .long { overflow-wrap: anywhere; }
        .whole, .word { white-space: nowrap; overflow-wrap: normal; }
        thead th { position: sticky; top: 0; background: #FFFFFF; border-bottom: 1px solid #8e8e93; font-weight: 600; }
        thead.untitled th { padding: 0; border: 0; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        tr { background-color: #FFFFFF; }
        .left { text-align: left; }
        .center { text-align: center; }
        .right { text-align: right; }
        .number { font-variant-numeric: tabular-nums; }
        .strong { font-weight: 600; }
        .band-odd { background: \((style.oddBand ?? ColumnGrid.defaultOddBand).description); }
        .band-even { background: \(style.evenBand?.description ?? "#FFFFFF"); }
        .report-scroll:focus-visible { outline: 2px solid #2A71DC; }
        .report-tools { font-size: 1rem; font-weight: normal; margin: 0 0 0.6rem; }
        .report-tools input { font: inherit; max-width: 100%; }
        button.fold { font: inherit; color: inherit; background: none; border: 0; margin: 0; padding: 0; text-align: inherit; cursor: pointer; }
        button.fold::before { content: "\\25BE\\00A0" / ""; }
        button.fold[aria-expanded="false"]::before { content: "\\25B8\\00A0" / ""; }
        @media (max-width: 47.99rem) {
          body { margin: 1rem auto; padding: 0 0.5rem; }
          .report-scroll { overflow-x: auto; }
          table.report tr > :first-child { position: sticky; left: 0; z-index: 1; background-color: inherit; }
        }

        """
    }

    /// The print rules: all of the page, the header repeated on every page, rows kept whole.
    static let printStylesheet = """
        @media print {
          body { margin: 0; max-width: none; }
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          thead { display: table-header-group; }
          thead th { position: static; }
          tr { break-inside: avoid; }
          .report-tools { display: none; }
        }

        """

    /// With `output.html.collapsible`: gives each group's first header cell a button that folds
    /// the group (its rows up to its footer) open and shut, and the caption a search box that
    /// shows only the detail rows containing what is typed. It only adds to a page that shows
    /// every row without it, reads nothing from outside, and runs in one pass per change.
    static let foldingScript = """
        (function () {
          "use strict";
          var table = document.querySelector("table.report");
          if (!table || !table.caption) return;
          var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
          function level(row) { var m = /(?:^| )level-(\\d+)/.exec(row.className); return m ? Number(m[1]) : 0; }
          function isHeader(row) { return row.classList.contains("role-header") && level(row) > 0; }
          var tools = document.createElement("div");
          tools.className = "report-tools";
          var label = document.createElement("label");
          label.textContent = "Search ";
          var input = document.createElement("input");
          input.type = "search";
          label.appendChild(input);
          var status = document.createElement("span");
          status.setAttribute("role", "status");
          tools.appendChild(label);
          tools.appendChild(document.createTextNode(" "));
          tools.appendChild(status);
          table.caption.appendChild(tools);
          function update() {
            var query = input.value.trim().toLocaleLowerCase();
            var folded = 0, inHead = false, matches = 0, details = 0;
            rows.forEach(function (row) {
              var rowLevel = level(row), hidden = false;
              if (folded) {
                if (inHead && isHeader(row) && rowLevel === folded) {
                } else if (rowLevel > folded) {
                  hidden = true;
                  inHead = false;
                } else {
                  folded = 0;
                  inHead = false;
                }
              }
              if (!folded && isHeader(row)) {
                var button = row.querySelector("button.fold");
                if (button && button.getAttribute("aria-expanded") === "false") {
                  folded = rowLevel;
                  inHead = true;
                }
              }
              if (row.classList.contains("role-detail")) {
                details += 1;
                if (query && row.textContent.toLocaleLowerCase().indexOf(query) < 0) {
                  hidden = true;
                } else {
                  matches += 1;
                }
              }
              row.hidden = hidden;
            });
            status.textContent = query ? matches + " of " + details + " rows" : "";
          }
          rows.forEach(function (row, i) {
            var previous = rows[i - 1];
            if (!isHeader(row) || (previous && isHeader(previous) && level(previous) === level(row))) return;
            var cell = row.querySelector("th");
            if (!cell) return;
            cell = cell.querySelector("[role=heading]") || cell;
            var button = document.createElement("button");
            button.type = "button";
            button.className = "fold";
            button.setAttribute("aria-expanded", "true");
            if (!cell.textContent.trim()) button.setAttribute("aria-label", "Group");
            while (cell.firstChild) button.appendChild(cell.firstChild);
            cell.appendChild(button);
            button.addEventListener("click", function () {
              button.setAttribute("aria-expanded", button.getAttribute("aria-expanded") === "true" ? "false" : "true");
              update();
            });
          });
          input.addEventListener("input", update);
        })();

        """

    /// A CSS font list for a layout's font family.
    static func fontFamily(_ family: String?) -> String {
        switch family {
        case "Helvetica": return "Helvetica, Arial, sans-serif"
        case "Times": return "\"Times New Roman\", Times, serif"
        case "Courier": return "\"Courier New\", Courier, monospace"
        default: return "-apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif"
        }
    }
}

/// The preview's page: a bar with the state, the diagnostics when the layout has errors, and the
/// report in a frame of its own (its stylesheet and script apart from the page's). Server-sent
/// events bring each new state: a new report reloads the frame; errors show the diagnostics, the
/// last good report one click away.
enum PreviewPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>reportgen preview</title>
        <style>
        html, body { margin: 0; height: 100%; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #FFFFFF; }
        body { display: flex; flex-direction: column; }
        header { display: flex; gap: 1rem; align-items: center; padding: 0.4rem 1rem; background: #F2F2F7; border-bottom: 1px solid #C7C7CC; }
        #problems { padding: 0 1rem; overflow: auto; }
        #problems h1 { font-size: 1.1rem; color: #B00020; }
        #diagnostics { white-space: pre-wrap; font-family: ui-monospace, Menlo, Consolas, monospace; }
        iframe { flex: 1; border: 0; width: 100%; }
        [hidden] { display: none !important; }
        </style>
        </head>
        <body>
        <header><span id="status" role="status">Connecting…</span><button type="button" id="toggle" hidden>Show the last good report</button></header>
        <section id="problems" hidden><h1>The layout has errors; the report was not rendered</h1><pre id="diagnostics"></pre></section>
        <iframe id="report" title="Report" src="/report"></iframe>
        <script>
        (function () {
          "use strict";
          var frame = document.getElementById("report"), problems = document.getElementById("problems");
          var diagnostics = document.getElementById("diagnostics"), status = document.getElementById("status");
          var toggle = document.getElementById("toggle"), shown = -1;
          toggle.addEventListener("click", function () {
            var showReport = frame.hidden;
            frame.hidden = !showReport;
            problems.hidden = showReport;
            toggle.textContent = showReport ? "Show the errors" : "Show the last good report";
          });
          var events = new EventSource("/events");
          events.onmessage = function (event) {
            var state = JSON.parse(event.data);
            diagnostics.textContent = state.diagnostics;
            if (state.ok) {
              status.textContent = "Rendered (version " + state.version + ")" + (state.diagnostics ? " with warnings" : "");
              problems.hidden = !state.diagnostics;
              frame.hidden = false;
              toggle.hidden = true;
              if (state.version !== shown) { shown = state.version; frame.src = "/report?v=" + state.version; }
            } else {
              status.textContent = "Errors (version " + state.version + ")";
              problems.hidden = false;
              frame.hidden = true;
              toggle.hidden = !state.report;
              toggle.textContent = "Show the last good report";
            }
          };
          events.onerror = function () { status.textContent = "Reconnecting…"; };
        })();
        </script>
        </body>
        </html>

        """

    /// What `/report` shows before any rendering succeeded.
    static let noReport = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>No report yet</title></head>
        <body><p>No report yet: the layout has not rendered without errors.</p></body></html>

        """
}

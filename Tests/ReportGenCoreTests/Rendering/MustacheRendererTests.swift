import Testing

@testable import ReportGenCore

/// Mustache sections see what a row lacks as false: no band, a null field, empty text, a false
/// bool.
@Suite struct MustacheRendererTests {
    static let layout = """
        layout: 1
        input:
          fields: { what: string, note: { type: string, optional: true }, qty: { type: int, optional: true }, ok: bool }
        rows:
          item: { height: 20, band: toggle, fields: { what: string, note: string, qty: int, ok: bool } }
          total: { height: 30, fields: { n: int } }
        report:
          detail: [ { row: item, what: "{what}", note: "{note}", qty: qty, ok: ok } ]
          footer: [ { row: total, n: "count()" } ]
        """

    func render(_ templates: [String: String]) throws -> String {
        let plan = try Fixtures.plan(Self.layout)
        var bytes: [UInt8] = []
        var sink = RenderingSink(
            renderer: try MustacheRenderer(templates: templates, schema: plan.renderSchema),
            output: OutputBuffer { bytes += $0 })
        let data = "what,note,qty,ok\ntea,green,2,true\ncake,,,false\n"
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": data])).run(into: &sink)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `{{name}}` escapes for HTML (as docs/cli.md says); `{{{name}}}` and `{{& name}}` do not.
    @Test func doubleBracesEscapeForHTMLAndTripleOnesDoNot() throws {
        let plan = try Fixtures.plan(Self.layout)
        var bytes: [UInt8] = []
        var sink = RenderingSink(
            renderer: try MustacheRenderer(
                templates: ["item": "{{what}}|{{{what}}}|{{& what}}\n", "total": ""], schema: plan.renderSchema),
            output: OutputBuffer { bytes += $0 })
        let data = "what,note,qty,ok\n\"a&b<c>\"\"d'e\",,,true\n"
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": data])).run(into: &sink)
        #expect(String(decoding: bytes, as: UTF8.self) == "a&amp;b&lt;c&gt;&quot;d&#39;e|a&b<c>\"d'e|a&b<c>\"d'e\n")
    }

    /// Only the kinds the report's rows can use need a template: not one no row emits.
    @Test func aKindNoRowEmitsNeedsNoTemplate() throws {
        let plan = try Fixtures.plan(
            Self.layout.replacingOccurrences(of: "rows:\n", with: "rows:\n  unused: { height: 1 }\n"))
        _ = try MustacheRenderer(templates: ["item": "{{what}}\n", "total": "{{n}}\n"], schema: plan.renderSchema)
        #expect {
            _ = try MustacheRenderer(templates: ["item": "{{what}}\n"], schema: plan.renderSchema)
        } throws: { error in
            "\(error)" == "no template for row kind 'total' (./total.mustache)"
        }
    }

    @Test func sectionsAreFalseForNoBandNullEmptyTextAndFalse() throws {
        let out = try render([
            "item": """
            {{what}}{{#band}} [{{band}}]{{/band}}{{#note}} ({{note}}){{/note}}{{^qty}} (no qty){{/qty}}{{#qty}} x{{qty}}{{/qty}}\
            {{#ok}} ok{{/ok}}{{^ok}} not ok{{/ok}}{{^section}} -{{/section}}

            """,
            "total": "{{#band}}band {{band}}{{/band}}{{^band}}no band{{/band}}: {{n}} at {{level}}\n",
        ])
        #expect(out == "tea [odd] (green) x2 ok -\ncake [even] (no qty) not ok -\nno band: 2 at 0\n")
    }

    func templateError(_ item: String) throws -> String {
        let plan = try Fixtures.plan(Self.layout)
        let error = #expect(throws: MustacheRenderer.TemplateError.self) {
            _ = try MustacheRenderer(templates: ["item": item, "total": ""], schema: plan.renderSchema, directory: "t")
        }
        return error?.description ?? ""
    }

    @Test func sectionsNestedBeyondTheLimitAreAnErrorNotAStackOverflow() throws {
        // The parser recurses per open section: 3,000 nested sections crashed the process.
        let deep = String(repeating: "{{#what}}", count: 3_000) + String(repeating: "{{/what}}", count: 3_000)
        #expect(
            try templateError(deep)
                == "t/item.mustache:1:901: sections nest more than 100 deep here, the most a template may nest")
        let inverted = "x\n" + String(repeating: "{{^ok}}", count: 101)
        #expect(try templateError(inverted).hasPrefix("t/item.mustache:2:701: sections nest more than 100 deep"))
        // The delimiters a template sets are followed.
        let changed =
            "{{=[[ ]]=}}" + String(repeating: "[[#ok]]", count: 101) + String(repeating: "[[/ok]]", count: 101)
        #expect(try templateError(changed).hasPrefix("t/item.mustache:1:712: sections nest more than 100 deep"))
        // A hundred deep are fine, and so are many sections one after another, tags of other
        // delimiters, and the characters of sections in text.
        let hundred = String(repeating: "{{#ok}}", count: 100) + String(repeating: "{{/ok}}", count: 100)
        #expect(try render(["item": hundred + "{{what}}\n", "total": ""]) == "tea\ncake\n")
        let flat = String(repeating: "{{#ok}}+{{/ok}}", count: 150) + "\n"
        #expect(try render(["item": flat, "total": ""]) == String(repeating: "+", count: 150) + "\n\n")
        let html = "{{=<% %>=}}<tr>" + String(repeating: "<td>#<%what%></td>", count: 120) + "</tr>\n"
        #expect(try render(["item": html, "total": ""]).hasPrefix("<tr><td>#tea</td><td>#tea</td>"))
    }

    @Test func parserErrorsAreSentences() throws {
        // A section left open is named where it opens, not where the template ends.
        #expect(
            try templateError("{{#what}}{{#ok}}")
                == "t/item.mustache:1:10: the section 'ok' opened here is never closed (write {{/ok}} where it ends)")
        #expect(
            try templateError("x\n  {{# band }}a\n{{#ok}}b{{/ok}}\n")
                == "t/item.mustache:2:3: the section 'band' opened here is never closed (write {{/band}} where it ends)"
        )
        #expect(try templateError("{{what") == "t/item.mustache:1:7: a tag is not closed: the template ends inside it")
        #expect(
            try templateError("{{#ok}}{{/what}}").hasPrefix("t/item.mustache:1:11: this closing tag does not close"))
    }

    @Test func theRowAloneShowsNothingAndPartialsAreRefused() throws {
        // A dictionary shown whole listed its keys in a different order on every run.
        #expect(try render(["item": "[{{.}}]{{what}}\n", "total": ""]) == "[]tea\n[]cake\n")
        let refused =
            "partials ({{> name}}, {{< name}}) are not supported: each row kind has its own template, and "
            + "a partial would show nothing"
        #expect(try templateError("a\n b{{> other}}") == "t/item.mustache:2:3: " + refused)
        #expect(try templateError("{{<parent}}{{$b}}x{{/b}}{{/parent}}") == "t/item.mustache:1:1: " + refused)
        #expect(try templateError("{{=<% %>=}}x<%> other%>") == "t/item.mustache:1:13: " + refused)
        // In a comment it is no tag.
        #expect(try render(["item": "{{! see {{> x}} }}{{what}}\n", "total": ""]) == " }}tea\n }}cake\n")
    }
}

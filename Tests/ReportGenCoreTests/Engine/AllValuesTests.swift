import Testing

@testable import ReportGenCore

/// `all_values: true`: a level keyed by an enum shows every declared value, in the declared order,
/// records or not.
@Suite struct AllValuesTests {
    static let layout = """
        layout: 1
        input:
          fields:
            level: { type: enum, values: { L: Low, M: Medium, H: High } }
            n: int
        rows:
          head: { height: 1, fields: { title: string, count: int } }
          none: { height: 1, fields: { text: string } }
          foot: { height: 1, fields: { total: int } }
        report:
          groups:
            - by: level
              all_values: true
              header: [ { row: head, title: "{level}", count: "count()" } ]
              empty: [ { row: none, text: "no {level} records ({n})" } ]
              footer: [ { row: foot, total: "sum(n)" } ]
          detail: []
        """

    func rows(_ csv: String, _ layout: String = layout) throws -> [String] {
        let plan = try Fixtures.plan(layout)
        let (out, _) = try Fixtures.ndjson(plan, ["-": csv])
        return out.split(separator: "\n").map { line in
            let kind = line.split(separator: "\"kind\":\"")[1].prefix { $0 != "\"" }
            return "\(kind) " + String(line.split(separator: "\"fields\":")[1].dropLast())
        }
    }

    @Test func missingValuesShowTheirHeaderAndEmptyRowsInTheDeclaredPlaces() throws {
        #expect(
            try rows("level,n\nM,1\nM,2\n") == [
                #"head {"title":"Low","count":0}"#, #"none {"text":"no Low records ()"}"#,
                #"head {"title":"Medium","count":2}"#, #"foot {"total":3}"#,
                #"head {"title":"High","count":0}"#, #"none {"text":"no High records ()"}"#,
            ])
    }

    @Test func noRecordsAtAllShowsEveryDeclaredValue() throws {
        #expect(
            try rows("level,n\n") == [
                #"head {"title":"Low","count":0}"#, #"none {"text":"no Low records ()"}"#,
                #"head {"title":"Medium","count":0}"#, #"none {"text":"no Medium records ()"}"#,
                #"head {"title":"High","count":0}"#, #"none {"text":"no High records ()"}"#,
            ])
    }

    /// The instances shown before the first record is added have no record to name: an error
    /// in their rows names the layout alone, whichever stream the first record comes from.
    @Test func anErrorBeforeTheFirstRecordNamesTheLayoutAlone() throws {
        let layout = Self.layout.replacingAll(
            "empty: [ { row: none, text: \"no {level} records ({n})\" } ]",
            "empty: [ { row: foot, total: \"params.big * 2\" } ]"
        ).replacingAll("layout: 1\n", "layout: 1\nparameters: { big: { type: int, default: 4611686018427387904 } }\n")
        let plan = try Fixtures.plan(layout)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "level,n\nM,1\n"])
        } throws: { error in
            "\(error)" == "test.yaml:16:37: row 'foot', field 'total': 4611686018427387904 * 2 does not fit (overflow)"
        }
    }

    @Test func valuesAgainstTheDeclaredOrderAreOutOfOrder() throws {
        let plan = try Fixtures.plan(Self.layout)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "level,n\nH,1\nL,2\n"])
        } throws: { error in
            "\(error)"
                == "input.csv:3: out of order: group key level = 'Low' comes after 'High'; with all_values its "
                + "groups follow the declared order (Low, Medium, High)"
        }
        let (_, summary) = try Fixtures.ndjson(plan, ["-": "level,n\nM,1\nL,2\nH,3\n"], policy: .skip)
        #expect(summary.recordsRejected == 1)
    }

    @Test func aNullKeyIsNoDeclaredValueAndIsShownAsNull() throws {
        let layout = Self.layout.replacingAll(
            "level: { type: enum, values: { L: Low, M: Medium, H: High } }",
            "level: { type: enum, values: { L: Low, M: Medium, H: High }, optional: true }")
        let plan = try Fixtures.plan(layout)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "level,n\nL,1\n,2\n"])
        } throws: { error in
            "\(error)" == "input.csv:3: group key level = null is not one of its declared values"
        }
    }

    @Test func nestedUnderAnOuterGroupEachOuterGroupShowsEveryValue() throws {
        // The empty instances' rows show the outer group's key field; other fields stay null.
        let layout = Self.layout.replacingAll(
            "  groups:\n", "  groups:\n    - by: site\n      header: [ { row: none, text: \"{site}\" } ]\n"
        ).replacingAll("  fields:\n", "  fields:\n    site: string\n")
            .replacingAll("text: \"no {level} records ({n})\"", "text: \"no {level} records at {site} ({n})\"")
        #expect(
            try rows("site,level,n\nx,H,1\ny,L,2\n", layout) == [
                #"none {"text":"x"}"#, #"head {"title":"Low","count":0}"#, #"none {"text":"no Low records at x ()"}"#,
                #"head {"title":"Medium","count":0}"#, #"none {"text":"no Medium records at x ()"}"#,
                #"head {"title":"High","count":1}"#, #"foot {"total":1}"#,
                #"none {"text":"y"}"#, #"head {"title":"Low","count":1}"#, #"foot {"total":2}"#,
                #"head {"title":"Medium","count":0}"#, #"none {"text":"no Medium records at y ()"}"#,
                #"head {"title":"High","count":0}"#, #"none {"text":"no High records at y ()"}"#,
            ])
    }

    @Test func allValuesNeedsAnEnumKey() {
        let layout = Self.layout.replacingAll("- by: level", "- by: n")
        #expect(
            Fixtures.diagnostics(layout)
                == [
                    "t.yaml:13:19: error: 'all_values' needs a level keyed by an enum input field (such as 'by: group'); 'n' is not one [invalid-option]",
                    "t.yaml:15:7: warning: 'empty' rows of this level never show: they apply only to the 'by: source' level and to levels with 'all_values: true' [invalid-source-level]",
                ].sorted())
        #expect(
            Fixtures.diagnostics(Self.layout.replacingAll("all_values: true", "all_values: maybe"))
                == ["t.yaml:13:19: error: 'all_values' must be true or false [invalid-value]"])
    }
}

import Testing

@testable import ReportGenCore

/// `locale:` and `input.time_zone`: every bad value, at its exact position.
@Suite struct LocaleDiagnosticsTests {
    /// A valid layout with `locale` (line 2) and `time_zone` (line 4) set to the given texts.
    func findings(locale: String? = nil, timeZone: String? = nil) -> [String] {
        findings(line2: locale.map { "locale: \($0)" } ?? "title: t", line4: timeZone.map { "time_zone: \($0)" })
    }

    /// The same layout with line 2 and the text of line 4 (indented under `input`) as given.
    func findings(line2: String, line4: String?) -> [String] {
        let text = """
            layout: 1
            \(line2)
            input:
              \(line4 ?? "sorted_by: [at]")
              fields: { at: datetime }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{at}" } ]
            """
        return Fixtures.diagnostics(text)
    }

    @Test func validValuesGiveNoFindings() {
        #expect(findings(locale: "de-DE", timeZone: "Europe/Berlin") == [])
        #expect(findings(locale: "pl", timeZone: "UTC") == [])
        #expect(findings(locale: "en-US-POSIX", timeZone: "Etc/GMT-5") == [])
        #expect(findings(locale: "\"fr-CH\"", timeZone: "'America/New_York'") == [])
    }

    @Test func anUnknownLocaleIsAnErrorWithAHint() {
        #expect(
            findings(locale: "de_DE") == [
                "t.yaml:2:9: error: unknown locale 'de_DE' (use a CLDR locale: a language such as en, de, ja or hi, alone or with a "
                    + "region such as de-AT); did you mean 'de-DE'? [invalid-value]"
            ])
        #expect(
            findings(locale: "fr-fr") == [
                "t.yaml:2:9: error: unknown locale 'fr-fr': fr comes as fr or fr-BE, fr-BF, fr-BI, fr-BJ, fr-BL, "
                    + "fr-CA, fr-CD, fr-CF, … (46 regions); did you mean 'fr-FR'? [invalid-value]"
            ])
        #expect(
            findings(locale: "klingon") == [
                "t.yaml:2:9: error: unknown locale 'klingon' (use a CLDR locale: a language such as en, de, ja or hi, alone or with "
                    + "a region such as de-AT) [invalid-value]"
            ])
    }

    @Test func aKnownLanguageInAnUnknownRegionListsItsRegions() {
        #expect(
            findings(locale: "de-FR") == [
                "t.yaml:2:9: error: unknown locale 'de-FR': de comes as de or de-AT, de-BE, de-CH, de-DE, de-IT, de-LI, "
                    + "de-LU [invalid-value]"
            ])
        #expect(
            findings(locale: "pt-XX") == [
                "t.yaml:2:9: error: unknown locale 'pt-XX': pt comes as pt or pt-AO, pt-BR, pt-CH, pt-CV, pt-GQ, "
                    + "pt-GW, pt-LU, pt-MO, … (12 regions) [invalid-value]"
            ])
        // Every CLDR locale is known, India's English too.
        #expect(findings(locale: "en-IN") == [])
    }

    @Test func aLocaleMustBeOneValue() {
        #expect(
            findings(locale: "[de, fr]") == [
                "t.yaml:2:9: error: 'locale' must be a single value, found a list [invalid-value]"
            ])
        #expect(
            findings(locale: "") == [
                "t.yaml:2:8: error: unknown locale '' (use a CLDR locale: a language such as en, de, ja or hi, alone or with a "
                    + "region such as de-AT) [invalid-value]"
            ])
    }

    @Test func anUnknownTimeZoneIsAnErrorWithAHint() {
        #expect(
            findings(timeZone: "Europe/Berln") == [
                "t.yaml:4:14: error: unknown time zone 'Europe/Berln' (use an IANA name such as Europe/Berlin, "
                    + "America/New_York or UTC); did you mean 'Europe/Berlin'? [invalid-value]"
            ])
        #expect(
            findings(timeZone: "europe/paris") == [
                "t.yaml:4:14: error: unknown time zone 'europe/paris' (use an IANA name such as Europe/Berlin, "
                    + "America/New_York or UTC); did you mean 'Europe/Paris'? [invalid-value]"
            ])
        #expect(
            findings(timeZone: "GMT+1") == [
                "t.yaml:4:14: error: unknown time zone 'GMT+1' (use an IANA name such as Europe/Berlin, "
                    + "America/New_York or UTC) [invalid-value]"
            ])
        #expect(
            findings(timeZone: "\"+01:00\"") == [
                "t.yaml:4:14: error: unknown time zone '+01:00' (use an IANA name such as Europe/Berlin, "
                    + "America/New_York or UTC) [invalid-value]"
            ])
        #expect(
            findings(timeZone: "{ name: UTC }") == [
                "t.yaml:4:14: error: 'time_zone' must be a single value, found a mapping [invalid-value]"
            ])
    }

    @Test func bothErrorsAreReported() {
        #expect(
            findings(locale: "xx", timeZone: "Mars/Olympus") == [
                "t.yaml:2:9: error: unknown locale 'xx' (use a CLDR locale: a language such as en, de, ja or hi, alone or with a "
                    + "region such as de-AT); did you mean 'xh'? [invalid-value]",
                "t.yaml:4:14: error: unknown time zone 'Mars/Olympus' (use an IANA name such as Europe/Berlin, "
                    + "America/New_York or UTC) [invalid-value]",
            ])
    }

    @Test func misplacedOrMisspeltKeysHaveHints() {
        #expect(
            findings(line2: "local: de", line4: nil) == [
                "t.yaml:2:1: error: unknown key 'local' in the layout; did you mean 'locale'? [unknown-key]"
            ])
        #expect(
            findings(line2: "time_zone: UTC", line4: nil) == [
                "t.yaml:2:1: error: unknown key 'time_zone' in the layout [unknown-key]"
            ])
        #expect(
            findings(line2: "title: t", line4: "timezone: UTC") == [
                "t.yaml:4:3: error: unknown key 'timezone' in 'input'; did you mean 'time_zone'? [unknown-key]"
            ])
        #expect(
            findings(line2: "title: t", line4: "locale: de") == [
                "t.yaml:4:3: error: unknown key 'locale' in 'input' [unknown-key]"
            ])
    }
}

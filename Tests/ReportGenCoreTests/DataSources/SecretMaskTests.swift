import TestSupport
import Testing

@testable import ReportGenCore

@Suite struct SecretMaskTests {
    /// libpq's own message quotes the piece of a password it misread as the URL's query.
    @Test func aLibraryMessageLosesEveryPieceOfASecret() {
        let mask = SecretMask(whole: [], pieces: ["Sx/Qy?Hz#Wv@Tu:Rq9"])
        #expect(
            mask.maskedLibraryText(
                "missing key/value separator \"=\" in URI query parameter: \"Hz#Wv@Tu:Rq9@127.0.0.1:5432/postgres\"")
                == "missing key/value separator \"=\" in URI query parameter: \"***@127.0.0.1:5432/postgres\"")
        // Our own messages lose the whole secret, not words that share a few letters with it.
        #expect(mask.masked("user Sx/Qy?Hz#Wv@Tu:Rq9 and Hz#Wv") == "user *** and Hz#Wv")
    }

    @Test func encodedAndDecodedFormsAreSecretsToo() {
        let mask = SecretMask(whole: [], pieces: ["p@ss w/rd"])
        #expect(mask.masked("a p%40ss%20w%2Frd b") == "a *** b")
        let encoded = SecretMask(whole: [], pieces: ["p%40ss%20w%2Frd"])
        #expect(encoded.masked("a p@ss w/rd b") == "a *** b")
    }

    /// A URL from `${NAME}` is hidden whole; its host is no piece of a password.
    @Test func aURLValueIsHiddenWholeAndItsPasswordInPieces() throws {
        let yaml = SourceReport.layout(fields: "n: int", template: "{n}", source: "url: '${API_URL}'")
        let plan = try #require(LayoutCompiler.compile(text: yaml, file: "t.yaml").plan)
        let mask = SecretMask(plan: plan, environment: ["API_URL": "https://me:Tok3nValue@api.example/r?key=K3yValue"])
        #expect(mask.masked("GET https://me:Tok3nValue@api.example/r?key=K3yValue") == "GET ***")
        #expect(mask.maskedLibraryText("host api.example refused Tok3n") == "host api.example refused ***")
        #expect(mask.maskedLibraryText("bad K3yV") == "bad ***")
    }

    @Test func shortSecretsAreNotLookedForInText() {
        let mask = SecretMask(whole: [], pieces: ["app"])
        #expect(mask.isEmpty)
        #expect(mask.maskedLibraryText("application/json") == "application/json")
    }
}

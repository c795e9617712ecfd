import Testing

@testable import ReportGenCore

@Suite struct ConnectionTextTests {
    @Test func hidesPasswordsAndQueryValuesInConnectionURLs() {
        #expect(ConnectionText.masked("postgres://app:s3cret@db:5432/bank") == "postgres://app:***@db:5432/bank")
        #expect(
            ConnectionText.masked("postgres://app@db/bank?password=x&sslmode=require")
                == "postgres://app@db/bank?password=***&sslmode=***")
        #expect(ConnectionText.masked("https://api.example/a?b=c") == "https://api.example/a?b=***")
        #expect(ConnectionText.masked("postgres://${USER}:${PASS}@db/bank") == "postgres://${USER}:***@db/bank")
        // A token in the query, with or without a name; a name written with percent escapes.
        #expect(
            ConnectionText.masked("https://api.example/r?access_token=TOK&raw&pass%77ord=x#top")
                == "https://api.example/r?access_token=***&***&pass%77ord=***")
    }

    /// An API token is often written as the user of an http(s) URL; a database URL's user is a name.
    @Test func theUserOfAnHTTPURLIsASecret() {
        #expect(ConnectionText.masked("https://ghp_TOKEN@api.example/r") == "https://***@api.example/r")
        #expect(ConnectionText.masked("https://me:pw@api.example/r") == "https://me:***@api.example/r")
        #expect(ConnectionText.secrets(of: "https://me:pw@api.example/r") == ["pw", "me"])
        #expect(ConnectionText.masked("postgres://app@db/bank") == "postgres://app@db/bank")
    }

    /// A password with `/ ? # @ :` unencoded runs to the last `@`: hidden whole, and encoded for
    /// the client, which would otherwise split it and quote a piece.
    @Test func aPasswordWithURLDelimitersRunsToTheLastAt() {
        let url = "postgres://app:Sx/Qy?Hz#Wv@Tu:Rq9@db:5432/bank?sslmode=disable"
        #expect(ConnectionText.masked(url) == "postgres://app:***@db:5432/bank?sslmode=***")
        #expect(ConnectionText.secrets(of: url) == ["Sx/Qy?Hz#Wv@Tu:Rq9", "disable"])
        #expect(
            ConnectionText.encodingUserinfo(url)
                == "postgres://app:Sx%2FQy%3FHz%23Wv%40Tu%3ARq9@db:5432/bank?sslmode=disable")
        // Already encoded: kept; a port is no password; an `@` in the query alone is no userinfo.
        #expect(ConnectionText.encodingUserinfo("postgres://app:p%2Fw@db/bank") == "postgres://app:p%2Fw@db/bank")
        #expect(ConnectionText.masked("https://api:8443/x?mail=a@b.example") == "https://api:8443/x?mail=***")
        #expect(ConnectionText.masked("https://api/x?mail=a@b.example") == "https://api/x?mail=***")
    }
}

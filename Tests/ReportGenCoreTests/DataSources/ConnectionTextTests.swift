import Testing

@testable import ReportGenCore

@Suite struct ConnectionTextTests {
    @Test func hidesPasswordsInConnectionURLs() {
        #expect(ConnectionText.masked("postgres://app:s3cret@db:5432/bank") == "postgres://app:***@db:5432/bank")
        #expect(
            ConnectionText.masked("postgres://app@db/bank?password=x&sslmode=require")
                == "postgres://app@db/bank?password=***&sslmode=require")
        #expect(ConnectionText.masked("https://api.example/a?b=c") == "https://api.example/a?b=c")
        #expect(ConnectionText.masked("postgres://${USER}:${PASS}@db/bank") == "postgres://${USER}:***@db/bank")
        // sslpassword too, and a name written with percent escapes.
        #expect(
            ConnectionText.masked("postgres://app@db/bank?sslpassword=TOP&pass%77ord=x&user=app")
                == "postgres://app@db/bank?sslpassword=***&pass%77ord=***&user=app")
    }
}

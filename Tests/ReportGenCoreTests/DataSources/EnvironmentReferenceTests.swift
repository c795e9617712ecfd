import Testing

@testable import ReportGenCore

@Suite struct EnvironmentReferenceTests {
    @Test func expandsEveryReference() {
        let environment = ["USER": "app", "PASS": "s3cr$t", "HOST": "db"]
        #expect(
            EnvironmentReference.expand("postgres://${USER}:${PASS}@${HOST}/bank", environment)
                == .success("postgres://app:s3cr$t@db/bank"))
        #expect(EnvironmentReference.expand("cost: $5 {x}", environment) == .success("cost: $5 {x}"))
        #expect(EnvironmentReference.expand("${EMPTY}x", ["EMPTY": ""]) == .success("x"))
    }

    @Test func anUnsetVariableIsNamedAtItsOffset() {
        #expect(
            EnvironmentReference.expand("https://api/${A}/${B}", ["A": "1"])
                == .failure(.init(message: "environment variable 'B' is not set", offset: 17)))
    }

    @Test func malformedReferencesAreFound() {
        #expect(
            EnvironmentReference.syntaxProblem(in: "x${NAME")
                == .init(message: "'${' is not closed with '}'", offset: 1))
        #expect(
            EnvironmentReference.syntaxProblem(in: "${}")
                == .init(
                    message: "'${}' is not a variable name (letters, digits and '_', not starting with a digit)",
                    offset: 0))
        #expect(EnvironmentReference.syntaxProblem(in: "${DATABASE_URL}") == nil)
    }
}

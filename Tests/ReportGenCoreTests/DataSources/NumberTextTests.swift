import Testing

@testable import ReportGenCore

@Suite struct NumberTextTests {
    @Test func rewritesExponentsDigitForDigit() {
        #expect(NumberText.positional("1e-05") == "0.00001")
        #expect(NumberText.positional("-2.5E+3") == "-2500")
        #expect(NumberText.positional("1.2345e2") == "123.45")
        #expect(NumberText.positional("1.50e1") == "15")
        #expect(NumberText.positional("9.999999999999999e+22") == "99999999999999990000000")
        #expect(NumberText.positional("3.11") == "3.11")
    }

    @Test func leavesOtherTextAlone() {
        #expect(NumberText.positional("NaN") == "NaN")
        #expect(NumberText.positional("-Infinity") == "-Infinity")
        #expect(NumberText.positional("1e") == "1e")
        #expect(NumberText.positional("1e999") == "1e999")
        #expect(NumberText.positional("e5") == "e5")
    }

}

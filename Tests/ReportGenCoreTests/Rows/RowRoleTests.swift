import Testing

@testable import ReportGenCore

@Suite struct RowRoleTests {
    @Test func everyRowSaysWhatItIsInTheStructure() throws {
        let plan = try Fixtures.plan(try Fixtures.text("Layouts/transactions.yaml"), file: "Layouts/transactions.yaml")
        let authorized = try Fixtures.text("Samples/authorized.csv")
        let rows = try Fixtures.rows(
            plan, ["authorized": authorized, "posted": "group,date,description,amount,debit\n"])
        var roles: [String: Set<RowRole>] = [:]
        for row in rows { roles[plan.rowKinds[row.kind].name, default: []].insert(row.role) }
        #expect(
            roles == [
                "header": [.header], "subheader": [.header], "detail": [.detail], "subfooter": [.footer],
                "footer": [.footer], "grandfooter": [.footer], "message": [.empty],
            ])
    }
}

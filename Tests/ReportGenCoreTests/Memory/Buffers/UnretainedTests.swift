import Testing

@testable import ReportGenCore

/// A reference used without a retain: the object it lends, and the errors that pass through.
@Suite struct UnretainedTests {
    final class Counter {
        var count = 0
    }

    struct Refused: Error, Equatable {
        let at: Int
    }

    @Test func lendsTheObjectItWasMadeWith() {
        let owner = Counter()
        let unretained = Unretained(owner)
        let copies = [unretained, unretained]
        for copy in copies { copy.with { $0.count += 1 } }
        #expect(owner.count == 2)
        #expect(unretained.with { $0 === owner })
    }

    @Test func passesATypedErrorThrough() {
        let owner = Counter()
        let unretained = Unretained(owner)
        #expect(throws: Refused(at: 3)) {
            try unretained.with { (counter) throws(Refused) in
                counter.count = 3
                throw Refused(at: counter.count)
            }
        }
        #expect(owner.count == 3)
    }

    /// It holds no reference of its own: the owner's stays the only one.
    @Test func holdsNoReferenceOfItsOwn() {
        var owner = Counter()
        let lent = Unretained(owner)
        lent.with { $0.count = 7 }
        #expect(isKnownUniquelyReferenced(&owner))
        #expect(owner.count == 7)
    }
}

/// The aggregate functions.
@_spi(Fuzzing) public enum AggregateFunction: String, Sendable, CaseIterable, Hashable {
    case sum, count, avg, min, max, first, last
}

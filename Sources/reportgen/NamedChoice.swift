import ArgumentParser

/// An option's value that is one of a few words, each its case's raw value (`--color never`).
///
/// ArgumentParser's own spelling of such choices for help and errors goes through string
/// interpolation, whose first uses look types up at run time: about 3 M instructions of every
/// start-up. The raw values are the same words, at no cost.
protocol NamedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

// Public: RecordErrorPolicy, a public type, takes these as its witnesses.
extension NamedChoice {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}

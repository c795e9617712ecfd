/// A 1-based line and column in a text file.
///
/// Columns count Unicode scalars, the way editors and libyaml count them.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Line 1, column 1: where findings about the file as a whole point, since annotators need a line.
    public static let start = SourcePosition(line: 1, column: 1)

    /// The position `count` columns to the right, on the same line.
    func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

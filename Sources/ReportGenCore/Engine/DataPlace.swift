/// A place in the data: the stream and the line of the record a value was computed from. Run-time
/// errors in the layout's expressions name it, so that a user finds the record that caused them.
struct DataPlace: Equatable {
    var path: String
    /// The record's line; 0 when no record is concerned (the rows of a missing or empty source).
    var line: Int
    /// Whether `line` counts rows of a query's result.
    var countsRows = false

    static let none = DataPlace(path: "", line: 0)

    /// The same stream's place at `line`.
    func at(line: Int) -> DataPlace {
        DataPlace(path: path, line: line, countsRows: countsRows)
    }
}

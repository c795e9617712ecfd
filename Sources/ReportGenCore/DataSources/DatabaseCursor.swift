/// A query's result, read one row at a time: memory does not grow with the result.
package protocol DatabaseCursor: AnyObject {
    /// The result's column names, in order.
    var columnNames: [String] { get }
    /// Moves to the next row; false after the last one. Throws ``DatabaseError/query(_:)`` when
    /// the database fails on the way.
    func step() throws(DatabaseError) -> Bool
    /// The current row's cell in `column`.
    func cell(_ column: Int) -> DatabaseCell
}

/// Why a test server did not start.
package struct ServerError: Error, Sendable, CustomStringConvertible {
    package var description: String

    /// Creates an error.
    package init(_ description: String) {
        self.description = description
    }
}

/// A message for the user and an exit code.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var code: Int32
    /// Whether the message starts with its place (`PATH:LINE: …`, as a record error or a source's
    /// failure at its layout line): printed as it is, as a compiler prints its errors, so that
    /// editors and CI find the place at the start of the line. Other messages start `reportgen: `.
    var isLocated = false

    init(_ description: String, code: Int32 = 1) {
        self.description = description
        self.code = code
    }

    /// A message that starts with its place (see ``isLocated``).
    static func located(_ description: String) -> CLIError {
        var error = CLIError(description)
        error.isLocated = true
        return error
    }

    /// A usage error (exit 64), printed like the tool's other messages.
    static func usage(_ description: String) -> CLIError {
        CLIError(description, code: 64)
    }
}

/// A message for the user and an exit code.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var code: Int32

    init(_ description: String, code: Int32 = 1) {
        self.description = description
        self.code = code
    }

    /// A usage error (exit 64), printed like the tool's other messages.
    static func usage(_ description: String) -> CLIError {
        CLIError(description, code: 64)
    }
}

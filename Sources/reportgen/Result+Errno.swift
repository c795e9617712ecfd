extension Result where Failure == Errno {
    /// The value, or the error `describe` makes of the error number.
    func get(or describe: (Errno) -> CLIError) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw describe(error)
        }
    }
}

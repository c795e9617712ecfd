/// An `errno` value, as an error.
struct Errno: Error, Equatable {
    var code: Int32

    init(_ code: Int32) {
        self.code = code
    }

    /// The system's text ("No space left on device").
    var message: String { FileSystem.message(code) }
}

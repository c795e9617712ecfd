/// A reference to an object that its owner keeps alive, used without retaining it: a plain word,
/// so that copying it, or reading it out of an array or a buffer, costs a load, and the object
/// is lent to ``with(_:)`` for the call.
///
/// Swift retains an object read out of an array (or a closure read out of an object) around each
/// call made with it, since the call could, as far as the compiler knows, free the array that
/// holds it. The engine calls compiled code and builds rows this way for every record; where the
/// owner (a compiled plan that lives as long as the run) keeps the object, that retain and its
/// release are work for nothing.
///
/// The owner must keep a strong reference for as long as any copy of this one is used.
///
/// ```swift
/// let owners = codes.map(CodeBox.init)             // kept for the run
/// let unretained = owners.map(Unretained.init)      // read per record
/// let value = try unretained[i].with { try $0.code(record) }
/// ```
struct Unretained<Object: AnyObject> {
    private let unmanaged: Unmanaged<Object>

    /// A reference to `object`, which its owner keeps alive.
    init(_ object: Object) {
        unmanaged = .passUnretained(object)
    }

    /// Calls `body` with the object, lent to it without a retain.
    @inline(__always)
    func with<Result, Failure: Error>(_ body: (Object) throws(Failure) -> Result) throws(Failure) -> Result {
        // `_withUnsafeGuaranteedRef` rethrows untyped errors: the typed one travels in a result.
        let outcome: Swift.Result<Result, Failure> = unmanaged._withUnsafeGuaranteedRef { object in
            do throws(Failure) {
                return .success(try body(object))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}

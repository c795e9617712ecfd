/// Mutable state that one thread at a time uses, held by a class, read and changed in place
/// without the run-time exclusivity check that every access to a class's `var` costs (a call
/// into the runtime and a thread-local lookup, about 60 instructions). The hand-over channels
/// keep the state their engine-side calls touch per record here.
///
/// The owner guarantees what the check would have: no two accesses overlap (one thread, and no
/// access while another is under way).
///
/// ```swift
/// let pending = UncheckedCell([Int]())
/// pending.value.append(1)
/// ```
final class UncheckedCell<Value>: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<Value>

    /// A cell holding `value`.
    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    /// The state, in place.
    var value: Value {
        unsafeAddress { UnsafePointer(pointer) }
        unsafeMutableAddress { pointer }
    }
}

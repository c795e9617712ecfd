/// A fixed number of elements in memory of their own, read and changed in place through a
/// subscript: an access is a load or a store, with no uniqueness check (an array's write) and no
/// retain of the storage. The index is checked in debug builds and trusted in release ones, as
/// swift-collections checks its unsafe buffers: an index outside `0..<count` stops a debug run.
///
/// A class, so its copies share the elements: for state that one owner changes, such as the
/// running sums the engine stages and commits for every record, or a reader's caches.
///
/// ```swift
/// let sums = FixedBuffer([0, 0])
/// sums[1] += 5
/// ```
final class FixedBuffer<Element> {
    /// The first element; the others follow it. Lent out only by ``pointer(at:)``.
    private let base: UnsafeMutablePointer<Element>
    /// How many elements there are.
    let count: Int

    /// A buffer holding `elements`.
    init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: max(1, elements.count))
        _ = UnsafeMutableBufferPointer(start: base, count: elements.count).initialize(from: elements)
    }

    /// A buffer holding `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: max(1, count))
        base.initialize(repeating: element, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Element `i`, read and written where it lies.
    @inline(__always)
    subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(pointer(at: i)) }
        unsafeMutableAddress { pointer(at: i) }
    }

    /// Where element `i` lies: for the byte readers, which compare and store values as plain
    /// bytes (see the fence's README). Valid while the buffer lives.
    @inline(__always)
    func pointer(at i: Int) -> UnsafeMutablePointer<Element> {
        assert(i >= 0 && i < count, "an index of the buffer")
        return base + i
    }

    /// The elements, as an array.
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

extension FixedBuffer where Element == Value {
    /// Stores `value` over element `i` as ``Value/store(_:in:)`` does: plain bytes over an old
    /// value that holds no reference.
    @inline(__always)
    func store(_ value: consuming Value, at i: Int) {
        Value.store(value, in: pointer(at: i))
    }
}

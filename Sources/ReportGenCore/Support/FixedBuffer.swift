/// A fixed number of elements in memory of their own, read and changed in place through
/// ``base``: an access is a load or a store, with no uniqueness check (an array's write) and no
/// retain of the storage. The owner keeps its indices below ``count``.
///
/// A class, so its copies share the elements: for state that one owner changes, such as the
/// running sums the engine stages and commits for every record, or a reader's caches.
///
/// ```swift
/// let sums = FixedBuffer([0, 0])
/// sums.base[1] += 5
/// ```
final class FixedBuffer<Element> {
    /// The first element; the others follow it.
    let base: UnsafeMutablePointer<Element>
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
}

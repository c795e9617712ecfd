extension Array {
    /// Removes every element and keeps the storage, destroying the elements one by one from the
    /// end: for the few rows or values of one record, cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through a general range replacement.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while popLast() != nil {}
    }

    /// Makes the array `count` elements long, keeping its storage: the last elements destroyed
    /// one by one, or copies of `filling` appended.
    @inline(__always)
    mutating func resizeKeepingCapacity(to count: Int, filling: Element) {
        while self.count > count { removeLast() }
        while self.count < count { append(filling) }
    }
}

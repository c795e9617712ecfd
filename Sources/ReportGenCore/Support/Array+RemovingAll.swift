extension Array {
    /// Removes every element and keeps the storage, destroying the elements one by one from the
    /// end: for the few rows or values of one record, cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through a general range replacement.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while popLast() != nil {}
    }
}

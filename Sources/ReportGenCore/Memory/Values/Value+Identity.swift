extension Value {
    /// Whether the values at `a` and `b` have the same representation in memory, byte for byte:
    /// then they are the same value (the same case, and for a text the same string, even the same
    /// storage). Read without copying either value, so without a retain: a reader writes a value
    /// over an identical one only to copy it and release the old (three calls each for a text).
    ///
    /// Bytes a case leaves unused may differ between equal values: then this says `false`, and the
    /// caller does what it would have done anyway. It never says `true` for different values.
    ///
    /// ```swift
    /// if !Value.sameRepresentation(slot, label) { slot.pointee = label.pointee }
    /// ```
    @inline(__always)
    static func sameRepresentation(_ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) -> Bool {
        let x = UnsafeRawPointer(a)
        let y = UnsafeRawPointer(b)
        // Whole words first, then the bytes of the last partial word (the tag is among them).
        var offset = 0
        while offset &+ 8 <= MemoryLayout<Value>.size {
            if x.load(fromByteOffset: offset, as: UInt64.self) != y.load(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset &+= 8
        }
        while offset < MemoryLayout<Value>.size {
            if x.load(fromByteOffset: offset, as: UInt8.self) != y.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset &+= 1
        }
        return true
    }

    /// Stores `value` in `slot` (which holds a value): the old value is destroyed only when it is
    /// a text, the one case that holds a reference; any other is plain bytes, written over. A
    /// converted field's slot that holds a number or a date then costs a store, not a call that
    /// works out what to release.
    ///
    /// ```swift
    /// Value.store(.date(day), in: slot)
    /// ```
    @inline(__always)
    static func store(_ value: consuming Value, in slot: UnsafeMutablePointer<Value>) {
        if case .string = slot.pointee {
            slot.pointee = value
        } else {
            slot.initialize(to: value)
        }
    }
}

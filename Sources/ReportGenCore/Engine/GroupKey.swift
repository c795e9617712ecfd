/// A group key as a dictionary key, equal when the control break sees no change: numbers by value
/// (`1` and `1.00` are one key), everything else as ``Value/compare(_:_:)`` orders it.
struct GroupKey: Hashable {
    let value: Value

    static func == (a: GroupKey, b: GroupKey) -> Bool { Value.compare(a.value, b.value) == 0 }

    func hash(into hasher: inout Hasher) {
        if let number = value.decimalValue {
            hasher.combine(number)
        } else {
            hasher.combine(value)
        }
    }
}

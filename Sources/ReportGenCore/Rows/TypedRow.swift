/// One output row: the renderers' input (see "Typed rows" in docs/layout.md).
///
/// ```swift
/// // {"kind":"detail","level":3,"band":"odd","height":18,"fields":{"description":"Starbucks","amount":3.11}}
/// let name = schema.rowKinds[row.kind].name   // "detail"
/// ```
package struct TypedRow: Sendable, Hashable {
    /// The index of the row's kind in ``RenderSchema/rowKinds``.
    var kind: Int
    /// 0 for report rows, N for group level N (1 is outermost), levels + 1 for detail rows.
    var level: Int
    /// The alternating band, or `nil` for none.
    var band: Band?
    /// The row's place in the report's structure (header, detail, footer, empty).
    var role: RowRole
    /// The field values, in the kind's declared order.
    var fields: [Value]
    /// The parts most rows leave unset, in one shared box (`nil` when all are unset): a row is
    /// copied on its way to another thread and destroyed after it is drawn, and each reference
    /// it holds costs a retain and a release there.
    private var extras: Extras?

    /// Creates a row.
    init(kind: Int, level: Int, band: Band?, section: String?, role: RowRole = .detail, fields: [Value]) {
        self.kind = kind
        self.level = level
        self.band = band
        self.role = role
        self.fields = fields
        if let section { extras = Extras(section: section) }
    }

    /// What a sink that takes a row leaves in its place: no fields, nothing to release.
    static var taken: TypedRow { TypedRow(kind: 0, level: 0, band: nil, section: nil, fields: []) }

    /// The section the row is inside, if any.
    var section: String? {
        get { extras?.section }
        set { updateExtras { $0.section = newValue } }
    }

    /// The row's identity, stable across runs (see ``RowID``).
    var id: RowID {
        get { extras?.id ?? .unassigned }
        set { updateExtras { $0.id = newValue } }
    }

    /// For a header row whose fields read `continued`: the values with `continued` true, which a
    /// page that repeats the header shows; `nil` otherwise.
    var continuation: [Value]? {
        get { extras?.continuation }
        set { updateExtras { $0.continuation = newValue } }
    }

    /// Sets the identity's kind and group path in one change of the box.
    mutating func identify(kind: String, path: String) {
        updateExtras {
            $0.id.kind = kind
            $0.id.path = path
        }
    }

    /// The identity's group path (read without copying the whole identity).
    var idPath: String { extras?.id.path ?? "" }

    /// Whether the row's emitter gave it an explicit `id:`.
    var hasExplicitID: Bool { extras?.id.explicit != nil }

    /// Sets the identity's ordinal.
    mutating func setOrdinal(_ ordinal: Int) {
        updateExtras { $0.id.ordinal = ordinal }
    }

    /// Changes the box, copying it first when another row shares it.
    private mutating func updateExtras(_ change: (Extras) -> Void) {
        if extras == nil {
            extras = Extras()
        } else if !isKnownUniquelyReferenced(&extras) {
            extras = extras?.copy()
        }
        if let extras { change(extras) }
    }

    package static func == (a: TypedRow, b: TypedRow) -> Bool {
        a.kind == b.kind && a.level == b.level && a.band == b.band && a.role == b.role && a.fields == b.fields
            && a.section == b.section && a.id == b.id && a.continuation == b.continuation
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(level)
        hasher.combine(band)
        hasher.combine(role)
        hasher.combine(fields)
        hasher.combine(section)
        hasher.combine(id)
        hasher.combine(continuation)
    }

    /// A row's section, identity and continuation values. Changed only through ``updateExtras(_:)``,
    /// on a box no other row holds.
    private final class Extras: @unchecked Sendable {
        var section: String?
        var id = RowID.unassigned
        var continuation: [Value]?

        init(section: String? = nil) {
            self.section = section
        }

        func copy() -> Extras {
            let copy = Extras(section: section)
            copy.id = id
            copy.continuation = continuation
            return copy
        }
    }
}

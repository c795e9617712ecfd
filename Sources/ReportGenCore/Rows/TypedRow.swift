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
    /// it holds costs a retain and a release there. (A row's id is not among them: the sinks
    /// that show ids spell them as the rows arrive, see ``RowIdentities``.)
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

    /// Makes this row, one already delivered, a new row of `kind` whose fields are set next (see
    /// ``RowList/setFields(count:_:)``): its field array keeps its values and its storage, to be
    /// set over in place when the new row has as many fields (a row is usually built over one of
    /// its own kind), or emptied first when not.
    @inline(__always)
    mutating func reuse(kind: Int, level: Int, role: RowRole, section: String?) {
        self.kind = kind
        self.level = level
        band = nil
        self.role = role
        // Most rows have no section, and were built over rows without one: nothing to set.
        if section != nil || extras != nil {
            extras = section.map { Extras(section: $0) }
        }
    }

    /// The section the row is inside, if any.
    var section: String? {
        get { extras?.section }
        set { updateExtras { $0.section = newValue } }
    }

    /// The value of the row's emitter's `id:`, if it has one (see ``RowID/explicit``).
    var explicitID: String? {
        get { extras?.explicitID }
        set { updateExtras { $0.explicitID = newValue } }
    }

    /// For a detail row of a run that asks (``RunConfiguration/recordsOrigins``): its record's
    /// source and line. Not part of the row's equality: a record that moves down a file makes
    /// the same row.
    var origin: RowOrigin? {
        get { extras?.origin }
        set { updateExtras { $0.origin = newValue } }
    }

    /// For a header row whose fields read `continued`: the values with `continued` true, which a
    /// page that repeats the header shows; `nil` otherwise.
    var continuation: [Value]? {
        get { extras?.continuation }
        set { updateExtras { $0.continuation = newValue } }
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
            && a.section == b.section && a.explicitID == b.explicitID && a.continuation == b.continuation
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(level)
        hasher.combine(band)
        hasher.combine(role)
        hasher.combine(fields)
        hasher.combine(section)
        hasher.combine(explicitID)
        hasher.combine(continuation)
    }

    /// A row's section, explicit id, continuation values and origin. Changed only through
    /// ``updateExtras(_:)``, on a box nothing else holds (so it may cross threads with its row:
    /// see `Memory/Sendability.swift`).
    final class Extras {
        fileprivate(set) var section: String?
        fileprivate(set) var explicitID: String?
        fileprivate(set) var continuation: [Value]?
        fileprivate(set) var origin: RowOrigin?

        fileprivate init(section: String? = nil) {
            self.section = section
        }

        func copy() -> Extras {
            let copy = Extras(section: section)
            copy.explicitID = explicitID
            copy.continuation = continuation
            copy.origin = origin
            return copy
        }
    }
}

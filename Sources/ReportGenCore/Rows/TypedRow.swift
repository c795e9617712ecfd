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
    /// The identity's ordinal among same-kind siblings (see ``RowID/ordinal``); 0 until counted.
    var ordinal = 0
    /// The parts most rows leave unset, in one shared box (`nil` when all are unset): a row is
    /// copied on its way to another thread and destroyed after it is drawn, and each reference
    /// it holds costs a retain and a release there. A row whose box would hold only its
    /// identity's group path shares its group's box (see ``identify(_:)``): a sink that reads
    /// ids gets one for every row, and a box of its own would cost each an allocation.
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
        ordinal = 0
        // Most rows have no section, and were built over rows without one: nothing to set. A
        // group's identity box is kept (it holds nothing else): the row built over this one is
        // identified next, most often with the same box, and then holds it at no cost.
        if section != nil || extras.map({ !$0.isGroupIdentity }) ?? false {
            extras = section.map { Extras(section: $0) }
        }
    }

    /// The section the row is inside, if any.
    var section: String? {
        get { extras?.section }
        set { updateExtras { $0.section = newValue } }
    }

    /// The group keys of the row's identity, as ``RowID/path`` spells them; empty until the engine
    /// identifies the row for a sink that reads ids.
    var idPath: String { extras?.idPath ?? "" }

    /// Gives the row its identity's group path: `group`'s, a box made by ``identityBox(path:)``
    /// for the rows of one group. A row with no box of its own shares that one.
    mutating func identify(_ group: Extras) {
        guard extras !== group else { return }
        if extras?.isGroupIdentity ?? true {
            extras = group
        } else {
            updateExtras { $0.idPath = group.idPath }
        }
    }

    /// The box that holds the row's identity path: its group's, or its own; `nil` before the
    /// row is identified.
    var idPathBox: Extras? { extras }

    /// Whether the row's identity path is the one in `box`: told by the box when the row shares
    /// it (no string read), else by the text.
    @inline(__always)
    func hasIDPath(of box: Extras?) -> Bool {
        extras === box || idPath == (box?.idPath ?? "")
    }

    /// A box holding only a group's identity path, for the rows of the group to share.
    static func identityBox(path: String) -> Extras {
        let box = Extras(isGroupIdentity: true)
        box.idPath = path
        return box
    }

    /// A box holding `path` for a new group's rows: `spare` itself, given the path, when nothing
    /// else holds it (the box of a group some groups back, which every row, sink and count has
    /// let go of), else a new box, which `spare` then keeps for a later group. A group's box is
    /// changed only so, when no row can see it: a report makes a box per group, and its
    /// allocation and its freeing cost more than the rest of the group's identity.
    static func identityBox(path: String, reusing spare: inout Extras?) -> Extras {
        if spare != nil, isKnownUniquelyReferenced(&spare), let box = spare {
            box.idPath = path
            return box
        }
        let box = identityBox(path: path)
        spare = box
        return box
    }

    /// The value of the row's emitter's `id:`, if it has one (see ``RowID/explicit``).
    var explicitID: String? {
        get { extras?.explicitID }
        set { updateExtras { $0.explicitID = newValue } }
    }

    /// The row's identity, stable across runs (see ``RowID``), given its kind's name.
    func id(kindName: String) -> RowID {
        RowID(kind: kindName, path: idPath, ordinal: ordinal, explicit: explicitID)
    }

    /// For a header row whose fields read `continued`: the values with `continued` true, which a
    /// page that repeats the header shows; `nil` otherwise.
    var continuation: [Value]? {
        get { extras?.continuation }
        set { updateExtras { $0.continuation = newValue } }
    }

    /// Changes the box, copying it first when another row shares it, or when it is a group's
    /// identity box (which rows keep and share, and which never changes).
    private mutating func updateExtras(_ change: (Extras) -> Void) {
        if extras == nil {
            extras = Extras()
        } else if extras?.isGroupIdentity ?? false || !isKnownUniquelyReferenced(&extras) {
            extras = extras?.copy()
        }
        if let extras { change(extras) }
    }

    package static func == (a: TypedRow, b: TypedRow) -> Bool {
        a.kind == b.kind && a.level == b.level && a.band == b.band && a.role == b.role && a.fields == b.fields
            && a.section == b.section && a.idPath == b.idPath && a.ordinal == b.ordinal
            && a.explicitID == b.explicitID && a.continuation == b.continuation
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(level)
        hasher.combine(band)
        hasher.combine(role)
        hasher.combine(fields)
        hasher.combine(section)
        hasher.combine(idPath)
        hasher.combine(ordinal)
        hasher.combine(explicitID)
        hasher.combine(continuation)
    }

    /// A row's section, identity path, explicit id and continuation values. Changed only through
    /// ``updateExtras(_:)``, on a box nothing else holds.
    final class Extras: @unchecked Sendable {
        fileprivate(set) var section: String?
        fileprivate(set) var idPath = ""
        fileprivate(set) var explicitID: String?
        fileprivate(set) var continuation: [Value]?
        /// Whether this is a group's identity box (see ``identityBox(path:)``): it holds only the
        /// path and is never changed, so a row may keep it when it is reused.
        let isGroupIdentity: Bool

        fileprivate init(section: String? = nil, isGroupIdentity: Bool = false) {
            self.section = section
            self.isGroupIdentity = isGroupIdentity
        }

        func copy() -> Extras {
            let copy = Extras(section: section)
            copy.idPath = idPath
            copy.explicitID = explicitID
            copy.continuation = continuation
            return copy
        }
    }
}

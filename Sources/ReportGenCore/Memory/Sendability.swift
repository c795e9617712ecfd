// Types the compiler cannot check to be `Sendable`, said to be so here, each with the reason it
// is safe: the one place outside the types' own files where such a claim is made.

/// A ``CompiledReport`` is built once and only read after: its arrays and dictionaries are
/// values, and the objects it holds (compiled scopes, emitters, expressions, `FixedBuffer`s of
/// key slots and steps) have no state a run changes. Runs on several threads read it together
/// as they read the plan. What a run changes lives in its ``ReportRun``.
extension CompiledReport: @unchecked Sendable {}

/// A row's ``TypedRow/Extras`` box is changed only through `TypedRow.updateExtras(_:)`, which
/// copies it first unless the row holds the only reference: a box another row or thread can see
/// is never changed, so rows carry it across threads as values.
extension TypedRow.Extras: @unchecked Sendable {}

/// ``RowChannel``'s buffer and flags are read and changed only under its condition's lock; the producer
/// thread and the awaiting task meet nowhere else.
extension RowChannel: @unchecked Sendable {}

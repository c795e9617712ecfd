/// One named stream.
package struct SourcePlan: Sendable {
    package var name: String
    package var title: String
    /// The path as written, relative to the layout file; `nil` when none was given.
    package var path: String?
    /// `url:`, `sqlite:` or `postgres:`; `nil` for a file source.
    package var origin: SourceOrigin?
    /// `required: true`: a run in which the source is missing fails.
    package var required = false
    /// How this source writes the declared fields whose conversion its `fields:` overrides, by
    /// slot; the record plan is the layout's with these in place (see ``ReportPlan/input(ofSource:)``).
    var fieldConversions: [Int: InputPlan.Field] = [:]
}

extension ReportPlan {
    /// The record plan stream `index` is read with: the layout's, with the conversions of its
    /// source's `fields:` in place of the declared fields' (the slots and their types are the same).
    func input(ofSource index: Int) -> InputPlan {
        guard declaresSources, sources.indices.contains(index), !sources[index].fieldConversions.isEmpty else {
            return input
        }
        var plan = input
        for (slot, conversion) in sources[index].fieldConversions where plan.fields.indices.contains(slot) {
            var field = conversion
            // What the checker counted once every expression was checked.
            field.reads = plan.fields[slot].reads
            field.isUsed = plan.fields[slot].isUsed
            plan.fields[slot] = field
        }
        return plan
    }
}

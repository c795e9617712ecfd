/// The input's computed fields, compiled: worked out for each record right after it is read and
/// converted, in declaration order (each may read the ones before it). When records are read
/// ahead (see ``PrefetchingRecordReader``) this happens on the reading thread, so the grouping
/// thread does not pay for it; a failure then travels with the record, as a conversion error does,
/// with the same message.
struct ComputedFields {
    private let slots: [Int]
    /// The expressions, each in a box of its own, kept alive here; ``unretained`` is the same
    /// boxes lent, so calling one per record retains nothing.
    private let boxes: [CompiledExpression.Box]
    private let unretained: FixedBuffer<Unretained<CompiledExpression.Box>>
    private let names: [String]
    private let positions: [SourcePosition]
    /// The layout file, for messages.
    private let file: String

    /// The computed fields of `input`, from the layout `file`.
    init(_ input: InputPlan, file: String) {
        slots = input.computed.map(\.slot)
        boxes = input.computed.map { CompiledExpression.Box(CompiledExpression($0.expression)) }
        unretained = FixedBuffer(boxes.map(Unretained.init))
        names = input.computed.map(\.name)
        positions = input.computed.map(\.position)
        self.file = file
    }

    /// Whether the input has none.
    var isEmpty: Bool { slots.isEmpty }

    /// Fills the computed slots of `record`, whose values lie at `slots` (the record's array is
    /// unique, and nothing else changes it meanwhile); a failure names the field and the record's
    /// `place`. Each value is stored where it lies (no uniqueness check, no call to destroy a value
    /// without text), before the next field's code is called; that code reads the record when it
    /// runs, so a field sees the ones before it.
    @inline(__always)
    func compute(
        _ record: [Value], into slots: UnsafeMutablePointer<Value>, environment: EvaluationEnvironment,
        at place: @autoclosure () -> DataPlace
    ) throws(RecordError) {
        for i in self.slots.indices {
            do throws(EvaluationError) {
                let value = try unretained[i].with { (box) throws(EvaluationError) in
                    try box.expression.evaluate(record: record, environment: environment, accumulators: [])
                }
                Value.store(value, in: slots + self.slots[i])
            } catch {
                throw ExpressionFailure(
                    what: "computed field '\(names[i])'", message: error.message, position: positions[i]
                ).recordError(at: place(), file: file)
            }
        }
    }

    /// Fills `record`'s computed slots; a failure names the field and the record's `place`. The
    /// record's array is made unique once, and the values are stored where they lie, as
    /// ``compute(_:into:environment:at:)`` stores them.
    @inline(__always)
    func compute(_ record: inout [Value], environment: EvaluationEnvironment, at place: @autoclosure () -> DataPlace)
        throws(RecordError)
    {
        guard !slots.isEmpty else { return }
        guard let base = record.withUnsafeMutableBufferPointer({ $0.baseAddress }) else {
            preconditionFailure("a record has room for its computed fields")
        }
        try compute(record, into: base, environment: environment, at: place())
    }
}

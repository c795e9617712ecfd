extension CompiledExpression {
    /// A compiled expression in an object of its own, so that code called for every record can
    /// reach it as an ``Unretained`` word, without a retain of its code around each call.
    ///
    /// ```swift
    /// let box = CompiledExpression.Box(expression)   // kept by the owner
    /// let value = try Unretained(box).with { try $0.expression.evaluate(record: r, environment: e, accumulators: []) }
    /// ```
    final class Box {
        let expression: CompiledExpression

        init(_ expression: CompiledExpression) {
            self.expression = expression
        }
    }
}

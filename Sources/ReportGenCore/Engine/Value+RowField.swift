extension Value {
    /// This value, an expression's result, as a row field of `type` with `places` holds it: an
    /// int widened to a decimal for a decimal field, a decimal rounded (half away from zero) or
    /// padded to `places`. A decimal that does not fit with `places` digits after the point is an
    /// error, never kept unrounded. The one rule for the rows of every scope and of every page.
    @inline(__always)
    func asRowField(_ type: ValueType, places: Int?) throws(EvaluationError) -> Value {
        // The usual case, a decimal that has its field's places already (an amount): itself.
        if case .decimal(let d) = self, type == .decimal, d.scale == places { return self }
        var value = self
        if type == .decimal, case .int(let i) = value { value = .decimal(FixedDecimal(i)) }
        if type == .int, case .decimal(let d) = value {
            // `round(x)` for an int field (see ``Expr/isWholeNumber``): whole, but it must fit.
            guard let whole = d.exactInt64 else {
                throw EvaluationError(message: "\(d) does not fit an int field (a 64-bit int)")
            }
            return .int(whole)
        }
        guard let places, case .decimal(let d) = value else { return value }
        guard let rounded = d.rounded(toPlaces: places) else {
            throw EvaluationError(message: "\(d) with \(places) places does not fit (overflow)")
        }
        return .decimal(rounded)
    }
}

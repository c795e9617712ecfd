extension FixedDecimal {
    /// A number as a layout writes it (a height, a width, a size, a margin): plain (`12.5`) or, as
    /// YAML allows, with an exponent (`1e2` is 100), shifted exactly; `nil` when it is no number
    /// or none a decimal holds.
    /// A quoted scalar is text, never a number.
    init?(layoutNumber scalar: YAMLScalar) {
        guard let text = scalar.plainText else { return nil }
        self.init(parsing: NumberText.positional(text))
    }
}

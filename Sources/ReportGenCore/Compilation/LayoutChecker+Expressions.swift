// Expressions, conditions and templates: parsed, type-checked, lowered.
extension LayoutChecker {
    mutating func expression(_ scalar: YAMLScalar, scope: ExpressionScope) -> (Expr, ValueType)? {
        let syntax: Syntax
        do {
            syntax = try ExpressionParser.parse(scalar.text)
        } catch {
            diagnostics.error(.expressionSyntax, error.message, at: scalar.position(ofOffset: error.offset))
            return nil
        }
        return typed(syntax, scalar: scalar, base: 0, scope: scope)
    }

    private mutating func typed(_ syntax: Syntax, scalar: YAMLScalar, base: Int, scope: ExpressionScope) -> (
        Expr, ValueType
    )? {
        do {
            var (expr, type) = try ExpressionChecker(scope: scope).check(syntax)
            expr.visit {
                if case .field(let slot) = $0 {
                    slotReads[slot, default: 0] += 1
                }
            }
            if locale != .posix {
                let locale = self.locale
                expr = expr.rewritten {
                    if case .format(let e, let f) = $0 { .format(e, f.localized(locale)) } else { nil }
                }
            }
            return (expr, type)
        } catch {
            if !error.followsEarlierError {
                diagnostics.error(error.rule, error.message, at: scalar.position(ofOffset: base + error.offset))
            }
            return nil
        }
    }

    /// Where an expression's text starts (its first non-space character, inside any quotes).
    func start(of scalar: YAMLScalar) -> SourcePosition {
        scalar.position(ofOffset: firstNonSpace(scalar.text))
    }

    mutating func condition(_ scalar: YAMLScalar, scope: ExpressionScope) -> Expr? {
        guard let (expr, type) = expression(scalar, scope: scope) else { return nil }
        guard type == .bool || type == .null else {
            diagnostics.error(
                .typeMismatch, "'when' needs a bool, found \(type)",
                at: start(of: scalar))
            return nil
        }
        return expr
    }

    mutating func template(_ scalar: YAMLScalar, scope: ExpressionScope) -> Template? {
        // Every mistake of the template's own, and then its holes' too.
        let (syntax, errors) = TemplateSyntax.parseAll(scalar.text)
        for error in errors {
            diagnostics.error(.templateSyntax, error.message, at: scalar.position(ofOffset: error.offset))
        }
        var parts: [Template.Part] = []
        var ok = errors.isEmpty
        for part in syntax.parts {
            switch part {
            case .text(let s): parts.append(.text(s))
            case .hole(let text, let offset, let formatText):
                let tree: Syntax
                do {
                    tree = try ExpressionParser.parse(text)
                } catch {
                    diagnostics.error(
                        .expressionSyntax, error.message, at: scalar.position(ofOffset: offset + error.offset))
                    ok = false
                    continue
                }
                guard let (expr, type) = typed(tree, scalar: scalar, base: offset, scope: scope) else {
                    ok = false
                    continue
                }
                var format: ValueFormat?
                if let (text, formatOffset) = formatText {
                    switch ValueFormat.parse(text, for: type) {
                    case .success(let f): format = f.localized(locale)
                    case .failure(let problem):
                        diagnostics.error(
                            .invalidFormat, problem.message,
                            at: scalar.position(ofOffset: formatOffset + problem.offset))
                        ok = false
                    }
                }
                parts.append(.hole(expr, format))
            }
        }
        return ok ? Template(parts: parts) : nil
    }
}

extension Template {
    func rewritten(_ transform: (Expr) -> Expr?) -> Template {
        Template(
            parts: parts.map {
                switch $0 {
                case .text: return $0
                case .hole(let e, let f): return .hole(e.rewritten(transform), f)
                }
            })
    }
}

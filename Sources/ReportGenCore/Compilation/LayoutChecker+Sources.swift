extension LayoutChecker {
    /// The longest `timeout:` accepted, in seconds (a day).
    static let maxTimeoutSeconds = 86_400

    /// Checks a source's `url` / `sqlite` / `postgres`, `query`, `arguments` and `timeout`: one
    /// place per source, keys that belong to it, well-formed `${NAME}` references, arguments that
    /// use only parameters and literals. `nil` for a file source (or one with errors).
    mutating func checkOrigin(_ source: SourceSpec) -> SourceOrigin? {
        let name = source.name.value
        var places: [(key: String, position: SourcePosition)] = []
        if let path = source.path { places.append(("path", path.position)) }
        let given: [(SourceOrigin.Kind, YAMLScalar?)] = [
            (.url, source.url), (.sqlite, source.sqlite), (.postgres, source.postgres),
        ]
        for case (let kind, let scalar?) in given { places.append((kind.rawValue, scalar.position)) }
        places.sort { $0.position < $1.position }
        if places.count > 1 {
            let keys = places.map { "'\($0.key)'" }.joined(separator: " and ")
            diagnostics.error(
                .invalidOption,
                "source '\(name)' reads from one place: give one of 'path', 'url', 'sqlite' or 'postgres', "
                    + "not \(keys)", at: places[1].position)
        }
        let origin = given.first { $0.1 != nil }
        let kind = origin?.0
        let takesQuery = kind == .sqlite || kind == .postgres
        if let query = source.query, !takesQuery {
            diagnostics.error(
                .invalidOption, "'query' needs 'sqlite' or 'postgres' in source '\(name)'", at: query.position)
        }
        if let position = source.argumentsPosition, source.query == nil || !takesQuery {
            diagnostics.error(
                .invalidOption, "'arguments' needs a 'query' in source '\(name)'", at: position)
        }
        if let timeout = source.timeout, kind == nil {
            diagnostics.error(
                .invalidOption, "'timeout' applies to 'url', 'sqlite' and 'postgres' sources, not to files",
                at: timeout.position)
        }
        if let maxBytes = source.maxBytes, kind != .url {
            diagnostics.error(
                .invalidOption, "'max_bytes' applies to 'url' sources, whose answers it bounds", at: maxBytes.position)
        }
        guard let (kind, value) = origin, let location = value, places.count == 1 else { return nil }
        let valid = checkLocation(location, kind: kind)
        let timeout = source.timeout.map { checkTimeout($0) } ?? SourceOrigin.defaultTimeoutMilliseconds(kind)
        var query: SourceQuery?
        if takesQuery {
            guard let text = source.query else {
                diagnostics.error(
                    .missingKey, "source '\(name)' needs 'query' with '\(kind.rawValue)'", at: location.position)
                return nil
            }
            query = checkQuery(text, arguments: source.arguments)
        }
        let maxBytes = source.maxBytes.map { checkMaxBytes($0) } ?? SourceOrigin.defaultMaxBytes
        guard valid, let timeout, let maxBytes, query != nil || !takesQuery else { return nil }
        return SourceOrigin(
            kind: kind, location: location, query: query, timeoutMilliseconds: timeout, maxBytes: maxBytes)
    }

    /// The value of `url:`, `sqlite:` or `postgres:`: not empty, `${NAME}` well formed, a URL of the
    /// right scheme unless it starts with a reference.
    private mutating func checkLocation(_ value: YAMLScalar, kind: SourceOrigin.Kind) -> Bool {
        let text = value.text
        if text.allSatisfy(\.isWhitespace) {
            diagnostics.error(.invalidValue, "'\(kind.rawValue)' is empty", at: value.position)
            return false
        }
        if let problem = EnvironmentReference.syntaxProblem(in: text) {
            diagnostics.error(.invalidValue, problem.message, at: value.position(ofOffset: problem.offset))
            return false
        }
        let schemes: [String]
        switch kind {
        case .url: schemes = ["http://", "https://"]
        case .postgres: schemes = ["postgres://", "postgresql://"]
        case .sqlite: return true
        }
        let lowered = text.lowercased()
        guard text.hasPrefix("${") || schemes.contains(where: { lowered.hasPrefix($0) }) else {
            let example = kind == .url ? "https://host/path" : "postgres://user@host/database"
            diagnostics.error(
                .invalidValue,
                "'\(kind.rawValue)' must be a URL starting with \(schemes.joined(separator: " or ")) (such as "
                    + "\(example)), or a ${NAME} reference", at: value.position)
            return false
        }
        return true
    }

    /// `timeout:` in seconds, a positive number up to a day, to the millisecond.
    private mutating func checkTimeout(_ value: YAMLScalar) -> Int? {
        if let seconds = FixedDecimal(layoutNumber: value), !seconds.isNegative,
            let millis = seconds.rounded(toPlaces: 3), millis == seconds, !millis.isZero,
            millis <= FixedDecimal(Int64(Self.maxTimeoutSeconds))
        {
            return Int(millis.wideMantissa.truncatedInt64)
        }
        diagnostics.error(
            .invalidValue,
            "timeout '\(value.text)' must be a positive number of seconds, at most \(Self.maxTimeoutSeconds), "
                + "to the millisecond\(value.quotedNote)", at: value.position)
        return nil
    }

    /// `max_bytes:`: a whole number of bytes, or of `KiB`, `MiB` or `GiB`, from 1 byte to 1 TiB.
    private mutating func checkMaxBytes(_ value: YAMLScalar) -> Int? {
        if let bytes = Self.byteCount(value.text), bytes > 0, bytes <= SourceOrigin.largestMaxBytes { return bytes }
        diagnostics.error(
            .invalidValue,
            "max_bytes \(MessageText.quoted(value.text)) must be a whole number of bytes, or of KiB, MiB or GiB "
                + "(such as 64 MiB), at most 1 TiB", at: value.position)
        return nil
    }

    /// `4096`, `64 MiB`, `4GiB` as bytes; `nil` for anything else (or past `Int`).
    static func byteCount(_ text: String) -> Int? {
        let units: [(String, Int)] = [("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("TiB", 1 << 40)]
        var digits = Substring(text)
        var scale = 1
        if let (unit, factor) = units.first(where: { text.hasSuffix($0.0) }) {
            digits = digits.dropLast(unit.count)
            if digits.last == " " { digits = digits.dropLast() }
            scale = factor
        }
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ ("0"..."9").contains($0) }),
            let count = Int(digits)
        else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: scale)
        return overflow ? nil : bytes
    }

    /// The query's arguments: expressions over parameters and literals only.
    private mutating func checkQuery(_ text: YAMLScalar, arguments: [YAMLScalar]) -> SourceQuery? {
        var scope = ExpressionScope()
        scope.parameters = baseScope.parameters
        scope.erroneous = baseScope.erroneous
        scope.hasSources = true
        scope.aggregateContext = "in a query's arguments"
        var expressions: [Expr] = []
        var positions: [SourcePosition] = []
        for argument in arguments {
            guard let (expr, _) = expression(argument, scope: scope) else { continue }
            expressions.append(expr)
            positions.append(start(of: argument))
        }
        guard expressions.count == arguments.count else { return nil }
        if text.text.allSatisfy(\.isWhitespace) {
            diagnostics.error(.invalidValue, "'query' is empty", at: text.position)
            return nil
        }
        return SourceQuery(
            text: text.text, position: start(of: text), arguments: expressions, argumentPositions: positions)
    }

    mutating func checkSources() -> [SourcePlan] {
        var seen = Set<String>()
        return (layout.sources ?? []).compactMap { source in
            guard seen.insert(source.name.value).inserted else {
                diagnostics.error(
                    .duplicateName, "source '\(source.name.value)' is declared twice", at: source.name.position)
                return nil
            }
            checkNameOnTheCommandLine(source.name)
            var plan = SourcePlan(
                name: source.name.value, title: source.title?.value ?? source.name.value, path: source.path?.value,
                origin: checkOrigin(source))
            plan.required = source.required?.value ?? false
            plan.fieldConversions = fieldConversions(of: source)
            return plan
        }
    }

    /// `--input NAME=PATH` splits at the first `=`, and an argument that starts with `-` is an
    /// option: a source so named could never be given a path.
    private mutating func checkNameOnTheCommandLine(_ name: Located<String>) {
        let problem =
            name.value.isEmpty
            ? "is empty"
            : name.value.contains("=")
                ? "holds '='" : name.value.hasPrefix("-") ? "starts with '-'" : nil
        guard let problem else { return }
        diagnostics.error(
            .invalidValue,
            "source name '\(ControlCharacters.escaped(name.value))' \(problem), so '--input NAME=PATH' cannot name it",
            at: name.position)
    }

    /// A source that may be missing needs rows that say so: without `missing` rows of a
    /// `by: source` level, a missing source would leave no trace, so the run fails instead and
    /// the layout is warned of it (`required: true` says that failing is what is meant).
    mutating func checkMissingRows() {
        guard let sources = layout.sources else { return }
        let sourceLevel = layout.report.groups.first.flatMap { $0.isSourceLevel ? $0 : nil }
        guard sourceLevel?.missing.isEmpty ?? true else { return }
        for source in sources where !(source.required?.value ?? false) {
            let place =
                sourceLevel == nil
                ? "the layout has no 'by: source' level with 'missing' rows"
                : "its 'by: source' level has no 'missing' rows"
            diagnostics.warning(
                .unshownMissing,
                "source '\(source.name.value)' has nowhere to show that it is missing: \(place), so a run "
                    + "without it fails; add 'missing' rows, or say 'required: true'",
                at: source.name.position)
        }
    }
}

extension LayoutChecker {
    /// The declared fields as `source` writes them, by slot: its `fields:` entries applied to the
    /// checked input fields. A key an entry does not give is the declared field's, except that a
    /// source writing a field as the other date type reads ISO 8601 unless it gives a `format`.
    mutating func fieldConversions(of source: SourceSpec) -> [Int: InputPlan.Field] {
        var conversions: [Int: InputPlan.Field] = [:]
        for entry in source.fields {
            guard let slot = inputFields.firstIndex(where: { $0.name == entry.name.value }),
                let declared = layout.input.fields.first(where: { $0.name.value == entry.name.value })
            else { continue }
            var field = inputFields[slot]
            let writtenAs = entry.readType?.value ?? field.type
            if let format = entry.format, case .success(let pattern) = DatePattern.parse(format.value) {
                if writtenAs == .date, !pattern.canParseDates {
                    diagnostics.error(
                        .invalidFormat, "format '\(format.value)' must name a year, a month and a day to read dates",
                        at: format.position)
                }
                field.pattern = pattern == .iso ? nil : pattern.localized(locale)
            } else if writtenAs != field.type {
                field.pattern = nil
            }
            if writtenAs == .datetime {
                // A pattern that ends in a literal 'Z' writes UTC times, whatever the layout's zone.
                let saysUTC = entry.format?.value.hasSuffix("'Z'") ?? false
                field.timeZone = saysUTC ? .utc : timeZone
                if let name = entry.timeZone {
                    if let zone = ReportTimeZone(identifier: name.value) {
                        field.timeZone = zone
                    } else {
                        diagnostics.error(.invalidValue, Self.unknownTimeZoneMessage(name.value), at: name.position)
                    }
                }
            }
            // Null texts: the source's own, else the declared field's (its own, else the input's).
            var spec = declared
            if let values = entry.nullValues { spec.nullValues = values }
            if entry.decimalSeparator != nil || entry.groupingSeparator != nil {
                spec.decimalSeparator = entry.decimalSeparator
                spec.groupingSeparator = entry.groupingSeparator
            }
            field.dialect = nil
            field.applyDialect(of: spec, input: layout.input.dialect)
            field.read(as: writtenAs, layoutZone: timeZone ?? .utc)
            conversions[slot] = field
        }
        return conversions
    }
}

import Foundation

/// Opens the sources a layout declares with `url:`, `sqlite:` or `postgres:` as the engine's
/// streams: expands `${NAME}`, evaluates the query's arguments, connects when the stream's turn
/// comes, and says *missing* or fails with the layout position of the cause.
///
/// ```swift
/// let connector = SourceConnector(plan: plan, parameters: values, environment: ProcessInfo.processInfo.environment)
/// let inputs = plan.sources.compactMap { connector.stream(for: $0) }
/// ```
package struct SourceConnector {
    var plan: ReportPlan
    var parameters: [Value]
    /// The environment `${NAME}` reads.
    var environment: [String: String]
    /// The client for `postgres:` sources; `nil` when this program has none.
    var postgres: DatabaseDriver?
    /// The client for `sqlite:` sources.
    var sqlite: DatabaseDriver = SQLiteDriver()
    /// Turns a path as written in the layout (`sqlite:`, `path:`; relative to the layout) into one
    /// to open.
    var resolvePath: (String) -> String
    /// Every secret of the run's sources, hidden in every message about them.
    package let secrets: SecretMask

    /// Creates a connector; `resolvePath` resolves the layout's paths (by default, as given).
    package init(
        plan: ReportPlan, parameters: [Value], environment: [String: String], postgres: DatabaseDriver? = nil,
        resolvePath: @escaping (String) -> String = { $0 }
    ) {
        self.plan = plan
        self.parameters = parameters
        self.environment = environment
        self.postgres = postgres
        self.resolvePath = resolvePath
        secrets = SecretMask(plan: plan, environment: environment)
    }

    /// How messages name the source: the URL as written (its secrets hidden) for `url:`, and
    /// `source 'NAME' (DATABASE)` for databases, whose rows are counted instead of lines (a file
    /// named by `${NAME}` shown as written).
    func displayName(of source: SourcePlan) -> String {
        guard let origin = source.origin else { return source.path ?? source.name }
        switch origin.kind {
        case .url: return ConnectionText.masked(origin.location.text)
        case .sqlite:
            let file = shownDatabaseFile(of: origin) ?? origin.location.text
            return "source '\(source.name)' (\(file))"
        case .postgres: return "source '\(source.name)' (\(ConnectionText.masked(origin.location.text)))"
        }
    }

    /// The database file of an `sqlite:` source as messages name it: as written when `${NAME}`
    /// gives it (the variable's value is a secret), else as opened.
    package func shownDatabaseFile(of origin: SourceOrigin) -> String? {
        guard origin.kind == .sqlite else { return nil }
        return origin.location.text.contains("${") ? origin.location.text : databaseFile(of: origin)
    }

    /// The database file of an `sqlite:` source, `${NAME}` expanded and resolved as the source
    /// opens it (so that the same-file check sees the file a variable names); `nil` while a
    /// variable it names is unset (opening it then fails and says so).
    package func databaseFile(of origin: SourceOrigin) -> String? {
        guard origin.kind == .sqlite,
            case .success(let path) = EnvironmentReference.expand(origin.location.text, environment)
        else { return nil }
        return resolvePath(path)
    }

    /// The engine's stream for `source`; `nil` for a file source.
    package func stream(for source: SourcePlan) -> StreamInput? {
        guard let origin = source.origin else { return nil }
        let display = displayName(of: source)
        var stream = StreamInput(
            name: source.name, title: source.title, displayPath: display, countsRows: origin.kind != .url
        ) { input throws in
            switch origin.kind {
            case .url: return try openURL(origin, display: display, input: input)
            case .sqlite, .postgres: return try openDatabase(source, origin, display: display, input: input)
            }
        }
        stream.secrets = secrets
        return stream
    }

    // MARK: Opening

    /// The URL to request for `text` as a layout writes it: characters a URL may not hold (a
    /// space) percent-encoded, and what is already percent-encoded (`%20`) left as it is (a
    /// URL parsed with both had its `%` encoded again, `%2520`).
    static func requestURL(_ text: String) -> URL? {
        if let url = URL(string: text, encodingInvalidCharacters: false) { return url }
        var allowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(.urlHostAllowed)
        allowed.insert(charactersIn: ":/?#[]@!$&'()*+,;=%")
        guard let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return URL(string: encoded, encodingInvalidCharacters: false)
    }

    private func openURL(_ origin: SourceOrigin, display: String, input: InputPlan) throws -> StreamOpening {
        let text = ConnectionText.encodingUserinfo(try expand(origin.location, display: display))
        guard let url = Self.requestURL(text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw SourceError(
                layoutPosition: place(origin.location.position), source: display,
                message: "the URL is not an http:// or https:// URL with a host")
        }
        let accept =
            input.format == .ndjson
            ? "application/x-ndjson, application/json;q=0.9" : "application/json, application/x-ndjson;q=0.9"
        switch HTTPByteSource.open(
            url: url, displayURL: display, timeoutMilliseconds: origin.timeoutMilliseconds, accept: accept,
            maxBytes: origin.maxBytes)
        {
        case .missing(let reason):
            return .missing(reason: secrets.maskedLibraryText(reason))
        case .body(let http, let contentType):
            let body = MaskingByteSource(http, secrets: secrets)
            let answer = HTTPContentType(contentType)
            if answer.isMarkup {
                throw SourceError(
                    layoutPosition: place(origin.location.position), source: display,
                    message: "the server answered with \(answer.mediaType), not JSON records; is the URL right?")
            }
            let format = input.format ?? answer.format ?? InputFormat(extensionOf: url.path) ?? .json
            if format == .ndjson, let cut = http.expectLines() {
                return .missing(reason: secrets.maskedLibraryText(cut))
            }
            // The layout's `encoding` wins; without one, the answer's `charset` says how to read it.
            var encoding: TextEncoding?
            switch input.dialect.declaresEncoding ? nil : answer.encoding {
            case .known(let named)?: encoding = named
            case .unknown(let name)?:
                throw SourceError(
                    layoutPosition: place(origin.location.position), source: display,
                    message: "the server says its answer is in \(MessageText.quoted(name)), an encoding reportgen "
                        + "does not read; if the records can be read as another, name it in input.encoding ("
                        + TextEncoding.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            case nil: break
            }
            return .bytes(body, format: format, encoding: encoding)
        }
    }

    private func openDatabase(_ source: SourcePlan, _ origin: SourceOrigin, display: String, input: InputPlan) throws
        -> StreamOpening
    {
        guard let query = origin.query else { return .missing(reason: "no query") }
        let connection: String
        let driver: DatabaseDriver
        switch origin.kind {
        case .sqlite:
            connection = resolvePath(try expand(origin.location, display: display))
            driver = sqlite
        default:
            connection = ConnectionText.encodingUserinfo(try expand(origin.location, display: display))
            guard let postgres else {
                throw SourceError(
                    layoutPosition: place(origin.location.position), source: display,
                    message: "this program has no PostgreSQL client")
            }
            driver = postgres
        }
        let arguments = try evaluate(query, source: source, display: display)
        do {
            let cursor = try driver.open(
                connection: connection, query: query.text, arguments: arguments,
                timeoutMilliseconds: origin.timeoutMilliseconds)
            return .records(try DatabaseRecordReader(cursor: cursor, plan: input, path: display, secrets: secrets))
        } catch {
            switch error {
            case .unreachable(let reason): return .missing(reason: secrets.maskedLibraryText(reason))
            case .connection(let message):
                throw SourceError(
                    layoutPosition: place(origin.location.position), source: display,
                    message: secrets.maskedLibraryText(message))
            case .query(let message):
                throw SourceError(
                    layoutPosition: place(query.position), source: display, message: secrets.maskedLibraryText(message))
            }
        }
    }

    /// The query's arguments, from the parameters' values.
    private func evaluate(_ query: SourceQuery, source: SourcePlan, display: String) throws(SourceError) -> [Value] {
        let environment = EvaluationEnvironment()
        environment.parameters = parameters
        environment.sourceName = .string(source.name)
        environment.sourceTitle = .string(source.title)
        environment.reportTitle = plan.title.map { .string($0) } ?? .null
        // Arguments read no field (the checker sees to it); a record of nulls keeps that harmless.
        let record = Array(repeating: Value.null, count: plan.slotCount)
        var values: [Value] = []
        for (expression, position) in zip(query.arguments, query.argumentPositions) {
            do {
                values.append(
                    try Evaluator.evaluate(expression, record: record, environment: environment, accumulators: []))
            } catch {
                throw SourceError(layoutPosition: place(position), source: display, message: error.message)
            }
        }
        return values
    }

    /// `${NAME}` expanded; an unset variable is an error at its reference.
    private func expand(_ value: YAMLScalar, display: String) throws(SourceError) -> String {
        switch EnvironmentReference.expand(value.text, environment) {
        case .success(let text): return text
        case .failure(let problem):
            throw SourceError(
                layoutPosition: place(value.position(ofOffset: problem.offset)), source: display,
                message: problem.message)
        }
    }

    private func place(_ position: SourcePosition) -> String {
        "\(plan.file):\(position.line):\(position.column)"
    }
}

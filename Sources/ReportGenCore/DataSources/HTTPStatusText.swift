/// What a failed HTTP status means, for the reason a source is missing.
enum HTTPStatusText {
    /// `the server answered HTTP 404 (not found: is the URL right?)`.
    static func failure(_ status: Int) -> String {
        guard let meaning = meanings[status] else { return "the server answered HTTP \(status)" }
        return "the server answered HTTP \(status) (\(meaning))"
    }

    private static let meanings: [Int: String] = [
        400: "bad request: the server refuses the URL as written",
        401: "unauthorized: the server wants credentials, or refuses the ones in the URL",
        403: "forbidden: the server refuses this client or these credentials",
        404: "not found: is the URL right?",
        408: "the server gave up waiting for the request",
        410: "gone: the server says the resource was removed",
        429: "too many requests: the server limits how often it may be asked",
        500: "an internal error of the server",
        502: "bad gateway: a proxy got no valid answer from the server behind it",
        503: "service unavailable: the server is down or overloaded",
        504: "gateway timeout: a proxy got no answer in time from the server behind it",
    ]
}

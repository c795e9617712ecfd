extension RecordError {
    /// An error about the record at `place`, named as every record error names it ("path:line",
    /// or "path, row N" for a query's rows).
    init(at place: DataPlace, field: String? = nil, message: String, layoutPosition: String? = nil) {
        self.init(
            path: place.path, line: place.line, field: field, countsRows: place.countsRows, message: message,
            layoutPosition: layoutPosition)
    }
}

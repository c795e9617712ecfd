/// What opening a stream gives: bytes to read in a format, records read already (a database's
/// rows), or nothing — the source is *missing*, and why.
enum StreamOpening {
    /// Bytes, read with the reader for `format`, in `encoding` (`nil`: the input's own, see
    /// ``InputPlan/Dialect/encoding``).
    case bytes(ByteSource, format: InputFormat, encoding: TextEncoding? = nil)
    /// Records, typed already.
    case records(RecordReader)
    /// The source is missing; `reason` completes the warning ("no such file", "HTTP 503 ...").
    case missing(reason: String)
}

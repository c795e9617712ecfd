extension ReportPlan {
    /// The format a stream at `path` is read in: the layout's `input.format`, else the file's
    /// extension (`.json`, `.ndjson`/`.jsonl`, `.tsv`), else CSV.
    package func format(forPath path: String) -> InputFormat {
        input.format ?? InputFormat(extensionOf: path) ?? .csv
    }
}

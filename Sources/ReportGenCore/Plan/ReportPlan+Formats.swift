extension ReportPlan {
    /// The format a stream at `path` is read in: the layout's `input.format`, else the file's
    /// extension (`.json`, `.ndjson`/`.jsonl`, `.tsv`), else CSV.
    package func format(forPath path: String) -> InputFormat {
        if let format = input.format { return format }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".jsonl") { return .ndjson }
        if lowered.hasSuffix(".tsv") { return .tsv }
        return .csv
    }
}

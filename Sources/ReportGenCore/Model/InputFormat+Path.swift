extension InputFormat {
    /// The format a file or URL path names by its extension (`.csv`, `.tsv`, `.json`, `.ndjson` or
    /// `.jsonl`, in any case); `nil` for any other.
    init?(extensionOf path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".jsonl") {
            self = .ndjson
        } else if lowered.hasSuffix(".json") {
            self = .json
        } else if lowered.hasSuffix(".tsv") {
            self = .tsv
        } else if lowered.hasSuffix(".csv") {
            self = .csv
        } else {
            return nil
        }
    }
}

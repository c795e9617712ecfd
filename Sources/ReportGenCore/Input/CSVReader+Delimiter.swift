extension CSVReader {
    /// The byte between fields, as a type: the scan loops are specialized for each, so that for a
    /// comma they compare against a constant exactly as before delimiters could be chosen.
    protocol Delimiter {
        /// The delimiter byte.
        var byte: UInt8 { get }
    }

    /// `,`, known when compiling.
    struct Comma: Delimiter {
        @inline(__always) var byte: UInt8 { UInt8(ascii: ",") }
    }

    /// Any other delimiter (`;`, a tab, `|`), known when reading.
    struct AnyByte: Delimiter {
        let byte: UInt8
    }
}

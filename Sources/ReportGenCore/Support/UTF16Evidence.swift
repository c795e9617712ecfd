/// What makes bytes read as UTF-8 look like UTF-16 without a byte-order mark: a CSV header, a
/// layout saved by an editor that chose UTF-16.
enum UTF16Evidence {
    /// Whether the first bytes have a NUL in every other byte, and only there: UTF-16 text in
    /// ASCII letters, either byte order.
    static func hasNULsBetweenLetters(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(256)
        guard sample.count >= 4 else { return false }
        var zeros = [0, 0]
        for (i, byte) in sample.enumerated() where byte == 0 { zeros[i & 1] += 1 }
        let pairs = sample.count / 2
        return [(0, 1), (1, 0)].contains { some, none in
            zeros[some] * 10 >= pairs * 8 && zeros[none] * 10 <= pairs * 2
        }
    }
}

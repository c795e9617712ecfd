import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// The hot path's byte buffers: ``ByteRoom`` and ``OutputBuffer`` grow past their first room and
/// keep what they hold; ``StackBytes`` says when a text did not fit, and the date formatter then
/// takes the slow way.
@Suite struct ByteRoomTests {
    @Test func appendsGrowPastTheFirstRoomAndKeepEveryByte() {
        var room = ByteRoom(capacity: 16)
        var expected: [UInt8] = []
        for i in 0..<1_000 {
            let byte = UInt8(truncatingIfNeeded: i)
            room.append(byte: byte)
            expected.append(byte)
            let run = Array(repeating: UInt8(ascii: "x"), count: i % 7)
            run.withUnsafeBufferPointer { room.append(contentsOf: $0) }
            expected += run
        }
        #expect(room.count == expected.count)
        #expect(room.array == expected)
        room.withUnsafeBytes(from: 10, to: 20) { #expect(Array($0) == Array(expected[10..<20])) }
        room.removeAll()
        #expect(room.count == 0)
        [1, 2, 3].withUnsafeBufferPointer { room.append(contentsOf: $0) }
        #expect(room.array == [1, 2, 3])
    }

    @Test func anOutputBufferTrimsAndWritesWhatItHolds() throws {
        var written: [[UInt8]] = []
        var out = OutputBuffer(threshold: 8) { written.append(Array($0)) }
        out.append("ab  ")
        out.trimTrailingSpaces(from: 0)
        out.appendSpaces(3)
        out.append(int: -42)
        out.removeLast(1)
        #expect(out.bytes == Array("ab   -4".utf8))
        try out.flushIfNeeded()
        #expect(written.isEmpty)
        out.append(decimal: try #require(FixedDecimal(parsing: "1234.5")), places: 2, grouping: true)
        try out.flushIfNeeded()
        #expect(written == [Array("ab   -41,234.50".utf8)])
        #expect(out.count == 0)
    }

    /// An output buffer's own storage grows past its first room for appends and for runs written
    /// in place (written again, whole, after the bytes held), and keeps every byte.
    @Test func anOutputBufferGrowsPastItsRoomAndKeepsEveryByte() throws {
        var written: [[UInt8]] = []
        var out = OutputBuffer(threshold: 0) { written.append(Array($0)) }  // a first room of 4,096 bytes
        let run = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        run.withUnsafeBufferPointer { out.append(contentsOf: $0) }
        var calls = 0
        out.appendInPlace { bytes in
            calls += 1
            run.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        }
        #expect(calls == 2)
        out.appendSpaces(5_000)
        out.append(byte: UInt8(ascii: "z"))
        #expect(out.count == 25_001)
        let expected = run + run + Array(repeating: 0x20, count: 5_000) + [UInt8(ascii: "z")]
        #expect(out.bytes == expected)
        try out.flush()
        #expect(written == [expected])
        #expect(out.count == 0)
    }

    /// A text written right to left into an output buffer's free storage lands after the padding
    /// asked for it, clamped to the most allowed; a text wider than its cells gets none. Spaces
    /// put in before written bytes move them on.
    @Test func aTextWrittenBackwardsIsPaddedToItsCells() {
        var out = OutputBuffer { _ in }
        out.append("ab")
        func appendDigits(_ digits: String, cells: Int) {
            out.appendWrittenBackwards(window: 64, maxPadding: cells, padding: { cells - $0.count }) { window in
                let text = Array(digits.utf8)
                let start = window.count - text.count
                for (i, byte) in text.enumerated() { window[start + i] = byte }
                return start
            }
        }
        appendDigits("3.11", cells: 8)
        #expect(out.bytes == Array("ab    3.11".utf8))
        appendDigits("123456789", cells: 4)
        #expect(out.bytes == Array("ab    3.11123456789".utf8))
        appendDigits("", cells: 3)
        #expect(out.bytes == Array("ab    3.11123456789   ".utf8))
        out.appendWrittenBackwards(window: 8, maxPadding: 2, padding: { _ in 50 }) { window in
            window[window.count - 1] = UInt8(ascii: "x")
            return window.count - 1
        }
        #expect(out.bytes == Array("ab    3.11123456789     x".utf8))
        out.insertSpaces(3, at: 2)
        #expect(out.bytes == Array("ab       3.11123456789     x".utf8))
        out.insertSpaces(0, at: 0)
        out.insertSpaces(2, at: out.count)
        #expect(out.bytes == Array("ab       3.11123456789     x  ".utf8))
    }

    @Test func stackBytesSayWhenATextDidNotFit() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { room in
            var bytes = StackBytes(room: room)
            bytes.append(byte: UInt8(ascii: "a"))
            Array("bcd".utf8).withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            #expect(bytes.string == "abcd")
            bytes.append(byte: UInt8(ascii: "e"))
            #expect(bytes.overflowed)
            #expect(bytes.string == nil)
        }
    }

    /// Spaces put in before every length of tail (the short ones moved as two words, the others
    /// by a call), by gaps shorter and longer than the tail, move it exactly.
    @Test func spacesPutInMoveEveryLengthOfTail() {
        for tail in 0...24 {
            for gap in [1, 3, 8, 13, 50] {
                var out = OutputBuffer { _ in }
                let head = Array("head".utf8)
                let moved = (0..<tail).map { UInt8(ascii: "a") + UInt8($0) }
                out.append(bytes: head + moved)
                out.insertSpaces(gap, at: head.count)
                #expect(out.bytes == head + [UInt8](repeating: 0x20, count: gap) + moved, "tail \(tail), gap \(gap)")
            }
        }
    }

    /// A short copy onto bytes it overlaps, forwards and backwards, copies what was there before.
    @Test func shortCopiesMayOverlapTheirCopy() {
        for count in 8...16 {
            for shift in [-7, -3, -1, 1, 3, 7] {
                var bytes = (0..<40).map { UInt8($0) }
                let expected = Array(bytes[12..<(12 + count)])
                bytes.withUnsafeMutableBufferPointer { room in
                    if let base = room.baseAddress {
                        ByteWords.copyShort(from: base + 12, to: base + 12 + shift, count: count)
                    }
                }
                #expect(Array(bytes[(12 + shift)..<(12 + shift + count)]) == expected, "\(count), \(shift)")
            }
        }
    }

    /// Every length from 0 to 40 is copied exactly, and not a byte past it.
    @Test func wordCopiesCopyEveryLengthExactly() {
        let source = (1...40).map { UInt8($0) }
        for count in 0...40 {
            var target = [UInt8](repeating: 0xEE, count: 48)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    if let from = from.baseAddress, let to = to.baseAddress {
                        ByteWords.copy(from: from, to: to, count: count)
                    }
                }
            }
            #expect(target == Array(source[..<count]) + [UInt8](repeating: 0xEE, count: 48 - count), "\(count)")
        }
    }

    /// Long runs fill stack bytes exactly to the end of the room, and one byte more overflows.
    @Test func stackBytesTakeLongRunsToTheLastByte() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 30) { room in
            var bytes = StackBytes(room: room)
            let run = Array("0123456789abcdefghij".utf8)
            run.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            run[..<10].withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            #expect(bytes.string == "0123456789abcdefghij0123456789")
            run[..<1].withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            #expect(bytes.overflowed)
        }
    }

    /// Stack bytes make strings as `String(decoding:as:)` does: short or long, ASCII or not,
    /// invalid UTF-8 repaired.
    @Test func stackBytesMakeTheStringsThatDecodingMakes() {
        let texts: [[UInt8]] = [
            [], Array("Jan 01, 2000".utf8), Array("dé".utf8), Array("a longer text, past fifteen bytes".utf8),
            Array("größer als fünfzehn Bytes".utf8), [0x61, 0xFF, 0xC3],
            [0xE2, 0x82] + Array(repeating: 0x61, count: 20),
        ]
        for text in texts {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { room in
                var bytes = StackBytes(room: room)
                text.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
                #expect(bytes.string == String(decoding: text, as: UTF8.self), "\(text)")
            }
        }
        #expect(StackBytes(room: UnsafeMutableBufferPointer(start: nil, count: 0)).string == "")
    }

    /// A pattern whose text is longer than the formatter's room on the stack is spelled in full.
    @Test func aDateLongerThanTheStackRoomIsSpelledInFull() throws {
        let literal = String(repeating: "x", count: 300)
        let pattern = try DatePattern.parse("yyyy '\(literal)' MM").get()
        let date = try #require(CivilDate(year: 2016, month: 4, day: 1))
        #expect(pattern.format(date) == "2016 \(literal) 04")
    }
}

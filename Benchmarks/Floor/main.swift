// The floor: the seeds' two-source transactions report (Layouts/transactions.yaml, text output)
// written by hand for this one layout. No Foundation: bytes in with read(2), bytes out with
// write(2), amounts as exact integer cents. Its output is byte-identical to
// `reportgen --layout Layouts/transactions.yaml --input authorized=A --input posted=P` for files
// like Benchmarks/scripts/generate.py writes (Benchmarks/run.sh checks with cmp).
//
// What it leaves out, because the generated data never needs it: validation (a bad date, amount
// or enum, records out of order), a missing source file, descriptions with control characters or
// East Asian wide characters, CR LF line ends, quoted newlines.
//
// usage: floor AUTHORIZED.csv POSTED.csv     (build: swiftc -O Benchmarks/Floor/main.swift)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text renderer's line: numbers right-aligned at this column.
let width = 72
/// Numbers are right-aligned in a field this wide, then the field at the right edge.
let numberWidth = 12

/// The report's bytes, written to standard output in 256 KiB chunks.
struct Output {
    let capacity = 1 << 18
    let bytes: UnsafeMutablePointer<UInt8>
    var count = 0

    init() {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    mutating func room(_ n: Int) {
        if count + n > capacity { flush() }
    }

    mutating func flush() {
        var done = 0
        while done < count {
            let n = write(1, bytes + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                fail("cannot write standard output")
            }
            done += n
        }
        count = 0
    }

    mutating func byte(_ b: UInt8) {
        room(1)
        bytes[count] = b
        count += 1
    }

    mutating func spaces(_ n: Int) {
        guard n > 0 else { return }
        room(n)
        (bytes + count).initialize(repeating: 0x20, count: n)
        count += n
    }

    mutating func copy(_ from: UnsafePointer<UInt8>, _ n: Int) {
        room(n)
        (bytes + count).update(from: from, count: n)
        count += n
    }

    mutating func text(_ s: StaticString) {
        copy(s.utf8Start, s.utf8CodeUnitCount)
    }

    mutating func text(_ s: [UInt8]) {
        s.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
    }

    /// `cents` as the text renderer shows a decimal of two places: `-1,234.56`.
    mutating func amount(_ cents: Int, into digits: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        var m = cents.magnitude
        repeat {
            if n == 6 || n == 10 || n == 14 || n == 18 || n == 22 { digits[n] = UInt8(ascii: ","); n += 1 }
            digits[n] = UInt8(truncatingIfNeeded: m % 10) &+ 48
            m /= 10
            n += 1
            if n == 2 { digits[n] = UInt8(ascii: "."); n += 1 }
        } while m != 0 || n < 4
        if cents < 0 { digits[n] = UInt8(ascii: "-"); n += 1 }
        return n
    }

    /// A row whose text (display width `columns`) is already out: the gap, then the amount at the
    /// right edge, then the line end.
    mutating func number(_ cents: Int, afterColumns columns: Int) {
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let digits = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let n = amount(cents, into: digits)
            let field = max(n, numberWidth)
            spaces(max(2, width - columns - field) + field - n)
            room(n + 1)
            for i in 0..<n { bytes[count + i] = digits[n - 1 - i] }
            count += n
            bytes[count] = 0x0A
            count += 1
        }
    }
}

func fail(_ message: StaticString) -> Never {
    _ = write(2, "floor: ", 7)
    _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
    _ = write(2, "\n", 1)
    exit(1)
}

let months: [[UInt8]] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    .map { Array($0.utf8) }

/// Reads one source file line by line and writes its group: header, dates, details, footer.
/// Returns the source's total in cents.
func source(path: UnsafePointer<CChar>, title: StaticString, first: Bool, out: inout Output) -> Int {
    let fd = open(path, O_RDONLY)
    if fd < 0 { fail("cannot open an input") }
    defer { close(fd) }
    if !first { out.byte(0x0A) }  // the header is 60 points high: a blank line above it
    out.text(title)
    out.text(" Transactions\n")

    let capacity = 1 << 20
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { buffer.deallocate() }
    let field = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)  // an unquoted description
    defer { field.deallocate() }
    var filled = 0
    var atEnd = false
    var header = true
    var previousDate: (UInt64, UInt16) = (0, 0)
    var records = 0
    var total = 0

    while !atEnd {
        let n = read(fd, buffer + filled, capacity - filled)
        if n < 0 {
            if errno == EINTR { continue }
            fail("cannot read an input")
        }
        if n == 0 {
            atEnd = true
            if filled > 0, buffer[filled - 1] != 0x0A {
                buffer[filled] = 0x0A  // a last line without its line end
                filled += 1
            }
        }
        filled += n
        var start = 0
        while start < filled {
            guard let newline = memchr(buffer + start, 0x0A, filled - start) else { break }
            let end = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            defer { start = end + 1 }
            if header {
                header = false
                continue
            }
            // group,date,description,amount,debit
            var i = start
            while buffer[i] != UInt8(ascii: ",") { i += 1 }
            i += 1
            let date = buffer + i
            i += 11
            let description: UnsafePointer<UInt8>
            var length = 0
            if buffer[i] == UInt8(ascii: "\"") {
                i += 1
                while true {
                    if buffer[i] == UInt8(ascii: "\"") {
                        if buffer[i + 1] != UInt8(ascii: "\"") { break }
                        i += 1
                    }
                    field[length] = buffer[i]
                    length += 1
                    i += 1
                }
                i += 2
                description = UnsafePointer(field)
            } else {
                description = UnsafePointer(buffer + i)
                let begin = i
                while buffer[i] != UInt8(ascii: ",") { i += 1 }
                length = i - begin
                i += 1
            }
            var cents = 0
            var places = -1
            while buffer[i] != UInt8(ascii: ",") {
                if buffer[i] == UInt8(ascii: ".") {
                    places = 0
                } else {
                    cents = cents * 10 + Int(buffer[i] &- 48)
                    if places >= 0 { places += 1 }
                }
                i += 1
            }
            while places < 2 {
                cents *= 10
                places += 1
            }
            if buffer[i + 1] == UInt8(ascii: "C") { cents = -cents }

            var key: (UInt64, UInt16) = (0, 0)
            withUnsafeMutableBytes(of: &key.0) { $0.copyMemory(from: UnsafeRawBufferPointer(start: date, count: 8)) }
            withUnsafeMutableBytes(of: &key.1) {
                $0.copyMemory(from: UnsafeRawBufferPointer(start: date + 8, count: 2))
            }
            if records == 0 || key != previousDate {
                if records > 0 { out.byte(0x0A) }  // the date's footer: an empty row
                previousDate = key
                // "  Apr 01, 2016"
                let month = Int(date[5] &- 48) * 10 + Int(date[6] &- 48)
                out.spaces(2)
                out.text(months[month - 1])
                out.room(10)
                out.bytes[out.count] = 0x20
                out.bytes[out.count + 1] = date[8]
                out.bytes[out.count + 2] = date[9]
                out.bytes[out.count + 3] = UInt8(ascii: ",")
                out.bytes[out.count + 4] = 0x20
                out.count += 5
                out.copy(date, 4)
                out.byte(0x0A)
            }
            out.spaces(4)
            out.copy(description, length)
            var columns = 4
            for k in 0..<length where description[k] & 0xC0 != 0x80 { columns += 1 }
            out.number(cents, afterColumns: columns)
            total += cents
            records += 1
        }
        // Keep the partial line for the next read.
        filled -= start
        if filled > 0 { memmove(buffer, buffer + start, filled) }
        if filled == capacity { fail("a line longer than the buffer") }
    }

    if records == 0 {
        // The message row is 100 points high: two blank lines above it.
        out.text("\n\nThere are no ")
        out.text(title)
        out.text(" Transactions in this period\n")
    } else {
        out.byte(0x0A)
        out.text("Total")
        out.number(total, afterColumns: 5)
    }
    return total
}

let arguments = CommandLine.unsafeArgv
if CommandLine.argc != 3 { fail("usage: floor AUTHORIZED.csv POSTED.csv") }
var out = Output()
var total = source(path: arguments[1]!, title: "Authorized", first: true, out: &out)
total += source(path: arguments[2]!, title: "Posted", first: false, out: &out)
out.text("\nTotal")  // the grand footer is 60 points high: a blank line above it
out.number(total, afterColumns: 5)
out.flush()

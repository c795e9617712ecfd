import Foundation
import FuzzSupport
import ReportGenCore

/// The CSV reader on its own, then the whole engine over the bytes as a CSV stream.
func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = CSVReader(source: MemoryByteSource(bytes), path: "fuzz.csv", maxRecordBytes: 1 << 16)
    var record = CSVRecord()
    var previousLine = 0
    while let more = try? reader.next(into: &record), more {
        if record.line <= previousLine { fatalError("lines must increase") }
        previousLine = record.line
        _ = reader.rawRecord
    }
    FuzzSupport.run(bytes, format: .csv)
    if FuzzSupport.dialectPlans.count != FuzzSupport.dialects.count { fatalError("a dialect layout must compile") }
    for plan in FuzzSupport.dialectPlans { FuzzSupport.run(bytes, format: .csv, plan: plan) }
    return 0
}

exit(FuzzSupport.runDriver { data, size in fuzzCSV(data, size) })

import Foundation
import FuzzSupport
import ReportGenCore

/// The JSON-array and NDJSON readers through the engine.
func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzSupport.run(bytes, format: .json)
    FuzzSupport.run(bytes, format: .ndjson)
    return 0
}

exit(FuzzSupport.runDriver { data, size in fuzzJSON(data, size) })

import Foundation
import FuzzSupport

exit(
    FuzzSupport.runDriver { data, size in
        let bytes = FuzzSupport.bytes(data, size)
        _ = FuzzSupport.check(FuzzTargets.csvInDialects(bytes, reports: FuzzSupport.dialectReports))
        return FuzzSupport.check(FuzzTargets.csv(bytes, report: FuzzSupport.report))
    })

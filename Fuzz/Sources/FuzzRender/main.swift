import Foundation
import FuzzSupport

exit(
    FuzzSupport.runDriver { data, size in
        FuzzSupport.check(FuzzTargets.render(FuzzSupport.bytes(data, size), report: FuzzSupport.report))
    })

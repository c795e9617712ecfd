import Foundation
import FuzzSupport

exit(
    FuzzSupport.runDriver { data, size in
        let bytes = FuzzSupport.bytes(data, size)
        _ = FuzzSupport.check(FuzzTargets.csvInDialects(bytes, plans: FuzzSupport.dialectPlans))
        return FuzzSupport.check(FuzzTargets.csv(bytes, plan: FuzzSupport.plan))
    })

import Foundation
import FuzzSupport

exit(FuzzSupport.runDriver { data, size in FuzzSupport.check(FuzzTargets.layout(FuzzSupport.bytes(data, size))) })

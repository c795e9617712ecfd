import Foundation
import FuzzSupport

exit(FuzzSupport.runDriver { data, size in FuzzSupport.check(FuzzTargets.font(FuzzSupport.bytes(data, size))) })

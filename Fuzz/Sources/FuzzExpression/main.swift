import Foundation
import FuzzSupport

exit(FuzzSupport.runDriver { data, size in FuzzSupport.check(FuzzTargets.expression(FuzzSupport.bytes(data, size))) })

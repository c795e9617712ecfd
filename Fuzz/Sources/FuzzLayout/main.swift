import Foundation
import FuzzSupport
import ReportGenCore

/// The layout loader: YAML, the decoder, the checker; and any plan that compiles, run over a
/// small CSV.
func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = LayoutCompiler.compile(text: text, file: "fuzz.yaml")
    if let plan = result.plan {
        let csv = "a,b,c,date,amount\nx,1,2,2024-01-01,1.50\ny,2,3,2024-01-02,-2\n"
        let inputs = (plan.sources.isEmpty ? [nil] : plan.sources.map(\.name)).map { name in
            StreamInput(name: name, title: name, displayPath: "fuzz.csv", format: .csv) { MemoryByteSource(csv) }
        }
        var sink = CollectingSink()
        let parameters = plan.parameters.map { $0.defaultValue ?? .null }
        _ = try? ReportEngine(plan: plan, parameters: parameters, inputs: inputs, policy: .skip).run(into: &sink)
    }
    return 0
}

exit(FuzzSupport.runDriver { data, size in fuzzLayout(data, size) })

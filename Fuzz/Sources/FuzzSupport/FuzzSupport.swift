import Foundation
@_spi(Fuzzing) import ReportGenCore

/// What the fuzz targets share besides ``FuzzTargets``: the fuzz layout's plan, trapping on a
/// broken invariant, and libFuzzer's driver.
public enum FuzzSupport {
    /// Fuzz/fuzz-layout.yaml, loaded; the regression tests replay under it too.
    public static let report: Report = {
        guard let report = FuzzTargets.report(layout: layoutText) else { fatalError("the fuzz layout must compile") }
        return report
    }()

    /// The fuzz layout in each of ``FuzzTargets/dialects``.
    public static let dialectReports: [Report] = {
        let reports = FuzzTargets.dialectReports(layout: layoutText)
        guard reports.count == FuzzTargets.dialects.count else { fatalError("every dialect layout must compile") }
        return reports
    }()

    /// The text of Fuzz/fuzz-layout.yaml.
    static let layoutText: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fuzz-layout.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text
    }()

    /// Traps on the first broken invariant, so that libFuzzer keeps the input as a crash.
    public static func check(_ outcome: FuzzTargets.Outcome) -> CInt {
        if let violation = outcome.violations.first { fatalError(violation) }
        return 0
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

extension FuzzSupport {
    /// Hands the process to libFuzzer with `callback` as the fuzz target (what
    /// `LLVMFuzzerTestOneInput` is for a C program).
    public static func runDriver(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return llvmFuzzerRunDriver(&argc, &argv, callback)
    }

    /// The input libFuzzer hands a target, as bytes.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}

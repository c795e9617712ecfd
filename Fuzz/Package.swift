// swift-tools-version:6.0
// libFuzzer targets for reportgen's input-facing parsers. Build and run with ./fuzz.sh.
import PackageDescription

let package = Package(
    name: "ReportGenFuzz",
    platforms: [.macOS(.v15)],
    // fuzz.sh links the repository here, so that the dependency is named "reportgen" in any checkout.
    dependencies: [.package(path: ".build-links/reportgen")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "ReportGenCore", package: "reportgen")]),
        .executableTarget(name: "FuzzLayout", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzCSV", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzExpression", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzExpressionChain", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzTemplate", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzFont", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport"]),
    ]
)

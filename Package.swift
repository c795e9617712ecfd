// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "reportgen",
    // Int128 (exact decimal mantissas) and String(validating:as:) need these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ReportGenCore", targets: ["ReportGenCore"]),
        .executable(name: "reportgen", targets: ["reportgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", exact: "2.1.1"),
    ],
    targets: [
        // The system's zlib (it ships with Linux and Apple platforms): PDF content streams, and the
        // streaming XLSX writer's deflate and CRC-32.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "ReportGenCore",
            dependencies: [
                "CZlib",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "reportgen",
            dependencies: [
                "ReportGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ReportGenCoreTests",
            dependencies: ["ReportGenCore"],
            exclude: ["Golden", "Validation/Corpus", "Fuzz/Regressions"]
        ),
        .testTarget(
            name: "reportgenTests",
            dependencies: ["reportgen"],
            exclude: ["Fixtures"]
        ),
    ]
)

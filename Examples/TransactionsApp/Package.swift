// swift-tools-version:6.0
import PackageDescription

// An app's package, as an iOS developer would add ReportGenCore: by path here (by URL in an app),
// the library product only, Swift 6 mode, imports internal unless they say otherwise.
let package = Package(
    name: "TransactionsApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "reportgen", path: "../..")],
    targets: [
        .target(
            name: "TransactionsAppKit",
            dependencies: [.product(name: "ReportGenCore", package: "reportgen")],
            resources: [.copy("Resources")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .executableTarget(
            name: "TransactionsApp",
            dependencies: ["TransactionsAppKit"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

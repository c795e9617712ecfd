// swift-tools-version:6.0
import PackageDescription

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the text libraries' headers are installed (HarfBuzz with hb-subset, FriBidi, fontconfig:
/// `libharfbuzz-dev libfribidi-dev libfontconfig-dev`, or Homebrew's). Without them the package
/// still builds and the command line draws PDF text with the core's own TrueType path;
/// `REPORTGEN_TYPESETTING=0` or `=1` decides it outright.
let buildsTypesetting: Bool = {
    switch ProcessInfo.processInfo.environment["REPORTGEN_TYPESETTING"] {
    case "0": return false
    case "1": return true
    default:
        let headers = ["harfbuzz/hb-subset.h", "fribidi/fribidi.h", "fontconfig/fontconfig.h"]
        let roots = ["/usr/include/", "/usr/local/include/", "/opt/homebrew/include/"]
        return headers.allSatisfy { header in
            roots.contains { FileManager.default.fileExists(atPath: $0 + header) }
        }
    }
}()

/// Whether the program links the text libraries rather than loading them (see CHarfBuzz below).
#if os(Linux)
let linksTextLibraries = false
#else
let linksTextLibraries = true
#endif

/// The typesetting target, where it builds.
let typesetting: [Target.Dependency] = buildsTypesetting ? ["ReportGenTypesetting"] : []

/// Whether the program links libpq rather than loading it (see CLibPQ below).
#if os(Linux)
let linksLibPQ = false
#else
let linksLibPQ = true
#endif

/// Where Foundation has URLSession built in.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

let package = Package(
    name: "reportgen",
    // The lowest systems whose standard library and Foundation have every API the sources use:
    // `.ci/check-availability` holds them to it.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ReportGenCore", targets: ["ReportGenCore"]),
        // URLSession for https:// sources. On Linux a library of its own, which the core loads the
        // first time an https:// source opens (URLSession is FoundationNetworking there, which a
        // run without one then never maps); on Apple platforms the core links it.
        .library(name: "ReportGenNetworking", type: .dynamic, targets: ["ReportGenNetworking"]),
        .executable(name: "reportgen", targets: ["reportgen"]),
    ],
    // Ranges, so that an app that uses these packages too resolves with us; the lower bounds are
    // the versions the tests run against.
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // Documentation only: `swift package generate-documentation --target ReportGenCore`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system's zlib (it ships with Linux and Apple platforms): PDF content streams, and the
        // streaming XLSX writer's deflate and CRC-32.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The system SQLite; Apple platforms import the SDK's SQLite3 module instead.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // libpq's header, PostgreSQL's C client, for ReportGenPostgres (the command line's, so the
        // library needs none). On Linux the driver loads libpq the first time a `postgres:` source
        // opens (libpq links some 20 libraries, and every library a program links is mapped at
        // every start-up); elsewhere pkg-config finds the header and the program links it.
        .systemLibrary(
            name: "CLibPQ", pkgConfig: linksLibPQ ? "libpq" : nil, providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .target(name: "ReportGenNetworking"),
        .target(
            name: "ReportGenCore",
            dependencies: [
                "CZlib",
                .target(name: "ReportGenNetworking", condition: .when(platforms: applePlatforms)),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .openbsd, .windows])),
            ],
            exclude: ["Memory/README.md"]
        ),
        .target(name: "ReportGenPostgres", dependencies: ["ReportGenCore", "CLibPQ"]),
        .executableTarget(
            name: "reportgen",
            dependencies: [
                "ReportGenCore",
                "ReportGenPostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + typesetting
        ),
        // For the tests: real servers (HTTP on 127.0.0.1, a throwaway PostgreSQL) and report runs over them.
        .target(name: "TestSupport", dependencies: ["ReportGenCore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ReportGenCoreTests",
            dependencies: [
                "ReportGenCore", "TestSupport",
                .target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .openbsd, .windows])),
            ] + typesetting,
            exclude: ["Golden", "Compilation/Corpus", "Fuzz/Regressions"]
        ),
        // Uses the library as an app does: its public API only, no @testable import; with imports
        // internal unless they say otherwise, as new app targets have them (the generated row enum
        // in it must compile so).
        .testTarget(
            name: "ReportGenCoreLibraryTests",
            dependencies: ["ReportGenCore"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(name: "ReportGenNetworkingTests", dependencies: ["ReportGenNetworking"]),
        .testTarget(
            name: "ReportGenPostgresTests",
            dependencies: ["ReportGenPostgres", "TestSupport"]
        ),
        .testTarget(
            name: "reportgenTests",
            dependencies: ["reportgen", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)

if buildsTypesetting {
    package.targets += [
        // Text for the whole world (the command line uses them, the core does not): HarfBuzz shapes
        // and subsets, FriBidi orders right-to-left text, fontconfig finds families and fallbacks.
        // Their headers only: on Linux ReportGenTypesetting loads the libraries the first time a
        // PDF is typeset (with FreeType, GLib and the rest, some 20 libraries that every start-up
        // would map if the program linked them); elsewhere pkg-config finds them and the program
        // links them.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: linksTextLibraries ? "harfbuzz-subset" : nil,
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: linksTextLibraries ? "fribidi" : nil,
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: linksTextLibraries ? "fontconfig" : nil,
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .target(name: "ReportGenTypesetting", dependencies: ["ReportGenCore", "CHarfBuzz", "CFriBidi", "CFontconfig"]),
    ]
}

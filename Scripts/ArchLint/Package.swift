// swift-tools-version:6.0
import PackageDescription

// The architecture lint: a standalone tool with no third-party dependencies (Foundation only),
// so a fresh clone builds it without resolving anything. The library holds every check so the
// tests drive it directly; the executable only parses arguments and prints.
let settings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "ArchLint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "archlint", targets: ["ArchLintCLI"]),
        .library(name: "ArchLintCore", targets: ["ArchLintCore"]),
    ],
    targets: [
        .target(name: "ArchLintCore", swiftSettings: settings),
        .executableTarget(name: "ArchLintCLI", dependencies: ["ArchLintCore"], swiftSettings: settings),
        .testTarget(name: "ArchLintTests", dependencies: ["ArchLintCore"], swiftSettings: settings),
    ]
)

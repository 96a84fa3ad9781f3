// swift-tools-version:6.0
import PackageDescription

// Session file adapter: keeps the signed-in token in a 0600 file under the config directory.
// Depends on Domain only (and the toolchain's Foundation).
let package = Package(
    name: "SessionFile",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SessionFile", targets: ["SessionFile"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(
            name: "SessionFile",
            dependencies: [.product(name: "Domain", package: "Domain")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "SessionFileTests",
            dependencies: ["SessionFile", .product(name: "Domain", package: "Domain")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

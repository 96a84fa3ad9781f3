// swift-tools-version:6.0
import PackageDescription

// Domain: entities, value objects, repository and service protocols, errors and the
// boundary types of every use case. Toolchain modules only, no package dependencies.
// DomainTestSupport (test targets only): in-memory fakes, one file per repository, and the
// repository contracts every store runs, written with swift-testing.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    targets: [
        .target(
            name: "Domain",
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .target(
            name: "DomainTestSupport",
            dependencies: ["Domain"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "DomainTestSupport"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

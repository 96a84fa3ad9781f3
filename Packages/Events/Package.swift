// swift-tools-version:6.0
import PackageDescription

// Events feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Events",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Events", targets: ["Events"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Events",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "EventsTests",
            dependencies: [
                "Events",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

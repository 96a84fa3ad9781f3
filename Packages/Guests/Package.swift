// swift-tools-version:6.0
import PackageDescription

// Guests feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Guests",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Guests", targets: ["Guests"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Guests",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "GuestsTests",
            dependencies: [
                "Guests",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// Auth feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Auth", targets: ["Auth"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Auth",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "AuthTests",
            dependencies: [
                "Auth",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// Mail feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Mail",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Mail", targets: ["Mail"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Mail",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "MailTests",
            dependencies: [
                "Mail",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

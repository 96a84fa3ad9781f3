// swift-tools-version:6.0
import PackageDescription

// Tickets feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Tickets",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Tickets", targets: ["Tickets"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Tickets",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "TicketsTests",
            dependencies: [
                "Tickets",
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

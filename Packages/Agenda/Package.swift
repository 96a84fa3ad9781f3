// swift-tools-version:6.0
import PackageDescription

// Agenda feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Agenda",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Agenda", targets: ["Agenda"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Agenda",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "AgendaTests",
            dependencies: [
                "Agenda",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

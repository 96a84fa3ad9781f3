// swift-tools-version:6.0
import PackageDescription

// Shifts feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Shifts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Shifts", targets: ["Shifts"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Shifts",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "ShiftsTests",
            dependencies: [
                "Shifts",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

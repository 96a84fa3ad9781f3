// swift-tools-version:6.0
import PackageDescription

// Expenses feature: depends on Domain and DesignTokens only; tests add DomainTestSupport.
let package = Package(
    name: "Expenses",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Expenses", targets: ["Expenses"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(
            name: "Expenses",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "ExpensesTests",
            dependencies: [
                "Expenses",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

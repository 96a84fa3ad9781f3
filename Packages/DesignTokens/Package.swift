// swift-tools-version:6.0
import PackageDescription

// DesignTokens: semantic colours, spacing, typography roles and symbols, and the terminal
// renderer built on them. No dependencies: features draw through it, never with escape codes.
let package = Package(
    name: "DesignTokens",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
    ],
    targets: [
        .target(
            name: "DesignTokens",
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DesignTokens"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

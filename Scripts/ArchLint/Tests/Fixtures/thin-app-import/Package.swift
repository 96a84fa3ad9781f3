// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RushDay",
    dependencies: [
        .package(path: "Packages/Domain"),
        .package(path: "Packages/DesignTokens"),
        .package(path: "Packages/Auth"),
        .package(path: "Packages/Store"),
    ],
    targets: [
        .executableTarget(name: "RushDayCLI", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "DesignTokens", package: "DesignTokens"), .product(name: "Auth", package: "Auth"), .product(name: "Store", package: "Store")], path: "App"),
    ]
)

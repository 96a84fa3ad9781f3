// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RushDay",
    dependencies: [
        .package(path: "Packages/Domain"),
        .package(path: "Packages/DesignTokens"),
        .package(path: "Packages/Auth"),
        .package(path: "Packages/Events"),
        .package(path: "Packages/Store"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(name: "RushDayCLI", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "DesignTokens", package: "DesignTokens"), .product(name: "Auth", package: "Auth"), .product(name: "Events", package: "Events"), .product(name: "Store", package: "Store"), .product(name: "GRDB", package: "GRDB.swift")], path: "App"),
        .testTarget(name: "EndToEndTests", dependencies: ["RushDayCLI", .product(name: "DomainTestSupport", package: "Domain")], path: "Tests/EndToEndTests"),
    ]
)

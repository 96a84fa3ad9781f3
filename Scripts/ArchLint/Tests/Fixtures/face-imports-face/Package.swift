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
        .target(name: "RushDayCommandLine", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "Auth", package: "Auth")], path: "App/CommandLine"),
        .target(name: "RushDayWeb", dependencies: ["RushDayCommandLine", .product(name: "DesignTokens", package: "DesignTokens"), .product(name: "Events", package: "Events")], path: "App/Web"),
        .executableTarget(name: "RushDayApp", dependencies: ["RushDayCommandLine", "RushDayWeb", .product(name: "Domain", package: "Domain"), .product(name: "Auth", package: "Auth"), .product(name: "Events", package: "Events"), .product(name: "Store", package: "Store"), .product(name: "GRDB", package: "GRDB.swift")], path: "App/Composition"),
        .testTarget(name: "EndToEndTests", dependencies: ["RushDayApp", .product(name: "DomainTestSupport", package: "Domain")], path: "Tests/EndToEndTests"),
    ]
)

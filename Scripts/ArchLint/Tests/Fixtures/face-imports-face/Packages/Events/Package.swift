// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Events",
    products: [
        .library(name: "Events", targets: ["Events"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(name: "Events", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "DesignTokens", package: "DesignTokens")]),
        .testTarget(name: "EventsTests", dependencies: ["Events", .product(name: "DomainTestSupport", package: "Domain")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Domain",
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    dependencies: [
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(name: "Domain", dependencies: [.product(name: "DesignTokens", package: "DesignTokens")]),
        .target(name: "DomainTestSupport", dependencies: ["Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"]),
    ]
)

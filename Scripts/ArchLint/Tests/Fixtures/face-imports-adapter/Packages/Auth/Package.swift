// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Auth",
    products: [
        .library(name: "Auth", targets: ["Auth"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignTokens"),
    ],
    targets: [
        .target(name: "Auth", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "DesignTokens", package: "DesignTokens")]),
        .testTarget(name: "AuthTests", dependencies: ["Auth", .product(name: "DomainTestSupport", package: "Domain")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Domain",
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    targets: [
        .target(name: "Domain"),
        .target(name: "DomainTestSupport", dependencies: ["Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Auth",
    products: [
        .library(name: "Auth", targets: ["Auth"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "Auth", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "AuthTests", dependencies: ["Auth", .product(name: "DomainTestSupport", package: "Domain")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Store",
    products: [
        .library(name: "Store", targets: ["Store"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "Store", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "A",
    products: [
        .library(name: "A", targets: ["A"]),
    ],
    dependencies: [
        .package(path: "../B"),
    ],
    targets: [
        .target(name: "A", dependencies: [.product(name: "B", package: "B")]),
    ]
)

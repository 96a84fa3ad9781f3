// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "B",
    products: [
        .library(name: "B", targets: ["B"]),
    ],
    dependencies: [
        .package(path: "../A"),
    ],
    targets: [
        .target(name: "B", dependencies: [.product(name: "A", package: "A")]),
    ]
)

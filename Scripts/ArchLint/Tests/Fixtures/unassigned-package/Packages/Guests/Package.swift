// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Guests",
    products: [
        .library(name: "Guests", targets: ["Guests"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(name: "Guests", dependencies: [.product(name: "Domain", package: "Domain")]),
        .testTarget(name: "GuestsTests", dependencies: ["Guests", .product(name: "DomainTestSupport", package: "Domain")]),
    ]
)

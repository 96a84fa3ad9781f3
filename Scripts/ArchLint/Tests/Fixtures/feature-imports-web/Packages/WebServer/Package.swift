// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "WebServer",
    products: [
        .library(name: "WebServer", targets: ["WebServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "WebServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird"),
                                                  .product(name: "NIOCore", package: "swift-nio")]),
    ]
)

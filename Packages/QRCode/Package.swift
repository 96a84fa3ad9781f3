// swift-tools-version:6.0
import PackageDescription

// QR code adapter: a dependency-free encoder (ISO/IEC 18004) with PNG and SVG output, and
// Domain's `QRCodeMaker` on top of it. Depends on Domain only.
let package = Package(
    name: "QRCode",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "QRCode", targets: ["QRCode"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(
            name: "QRCode",
            dependencies: [.product(name: "Domain", package: "Domain")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "QRCodeTests",
            dependencies: ["QRCode", .product(name: "Domain", package: "Domain")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// QR code encoder (ISO/IEC 18004) with PNG and SVG output. No dependencies at all, not even
// Domain yet: the Tickets wiring adds the Domain conformance when it needs one.
let package = Package(
    name: "QRCode",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "QRCode", targets: ["QRCode"]),
    ],
    targets: [
        .target(
            name: "QRCode",
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "QRCodeTests",
            dependencies: ["QRCode"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// Crypto adapter: scrypt password hashing and secure session tokens. Depends on Domain and
// swift-crypto only. Its tests run from the root (Tests/CryptoServicesTests), sharing the root's
// build of swift-crypto.
let package = Package(
    name: "CryptoServices",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CryptoServices", targets: ["CryptoServices"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .target(
            name: "CryptoServices",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

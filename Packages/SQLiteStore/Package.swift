// swift-tools-version:6.0
import PackageDescription

// SQLite store adapter: implements Domain's repositories with GRDB. Depends on Domain and GRDB only.
let package = Package(
    name: "SQLiteStore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "SQLiteStore",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "SQLiteStoreTests",
            dependencies: [
                "SQLiteStore",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

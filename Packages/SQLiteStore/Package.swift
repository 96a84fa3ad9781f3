// swift-tools-version:6.0
import PackageDescription

// SQLite store adapter: runs SQLStorage's schema and queries with GRDB, on one file. Depends on
// Domain, SQLStorage and GRDB (with its SQLite module) only. Its tests run from the root
// (Tests/SQLiteStoreTests), sharing the root's build of GRDB.
let package = Package(
    name: "SQLiteStore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../SQLStorage"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "SQLiteStore",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "SQLStorage", package: "SQLStorage"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

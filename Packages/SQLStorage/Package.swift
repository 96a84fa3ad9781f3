// swift-tools-version:6.0
import PackageDescription

// What both stores share: the schema, each table's row mapping and each repository's queries,
// written once against `SQLExecutor`, which SQLiteStore (GRDB) and PostgresStore (postgres-nio)
// implement. Depends on Domain only: no database library, no feature.
let package = Package(
    name: "SQLStorage",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SQLStorage", targets: ["SQLStorage"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(
            name: "SQLStorage",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "SQLStorageTests",
            dependencies: [
                "SQLStorage",
                .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

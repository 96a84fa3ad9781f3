// swift-tools-version:6.0
import PackageDescription

// PostgreSQL store adapter: implements Domain's repositories with postgres-nio, for teams that
// share one server. Depends on Domain and postgres-nio only.
let package = Package(
    name: "PostgresStore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PostgresStore", targets: ["PostgresStore"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "PostgresStore",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "PostgresStoreTests",
            dependencies: [
                "PostgresStore",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// PostgreSQL store adapter: runs SQLStorage's schema and queries with postgres-nio, for teams
// that share one server. Depends on Domain, SQLStorage and postgres-nio only (plus swift-nio and
// swift-nio-ssl, already in postgres-nio's graph, for TLS configuration and a thread pool). Its
// tests run from the root (Tests/PostgresStoreTests), sharing the root's build of postgres-nio.
let package = Package(
    name: "PostgresStore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PostgresStore", targets: ["PostgresStore"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../SQLStorage"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "PostgresStore",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "SQLStorage", package: "SQLStorage"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

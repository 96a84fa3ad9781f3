// swift-tools-version:6.0
import PackageDescription

// CSV files adapter: reads and writes guest lists and other tables as CSV with yaslab/CSV.swift.
// Depends on Domain and that one library.
let package = Package(
    name: "CSVFiles",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CSVFiles", targets: ["CSVFiles"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        .target(
            name: "CSVFiles",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "CSVFilesTests",
            dependencies: ["CSVFiles", .product(name: "Domain", package: "Domain"), .product(name: "DomainTestSupport", package: "Domain"),
                           .product(name: "CSV", package: "CSV.swift")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

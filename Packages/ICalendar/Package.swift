// swift-tools-version:6.0
import PackageDescription

// iCalendar adapter: calendar entries as RFC 5545 text (.ics files). Depends on Domain only:
// the format is plain text, so no library is worth its weight.
let package = Package(
    name: "ICalendar",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ICalendar", targets: ["ICalendar"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(
            name: "ICalendar",
            dependencies: [.product(name: "Domain", package: "Domain")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "ICalendarTests",
            dependencies: [
                "ICalendar",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

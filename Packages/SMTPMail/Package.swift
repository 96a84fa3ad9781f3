// swift-tools-version:6.0
import PackageDescription

// SMTP mail adapter: writes Domain's outgoing mail as RFC 5322 / MIME and speaks SMTP (EHLO,
// STARTTLS, AUTH, PIPELINING) over swift-nio and swift-nio-ssl. No SMTP package is in the mirror,
// so the client is ours. Depends on Domain and swift-nio(-ssl) only.
let package = Package(
    name: "SMTPMail",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SMTPMail", targets: ["SMTPMail"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .target(
            name: "SMTPMail",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "SMTPMailTests",
            dependencies: [
                "SMTPMail",
                .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// The SMTP mail adapter: Domain's MailTransport as RushDay's own SMTP client over SwiftNIO, with
// STARTTLS or implicit TLS through swift-nio-ssl (no SMTP package is in the mirror), and its own
// MIME writer. Depends on Domain and that one library family only. Its tests talk to
// Tests/Mail/smtp_server.py (aiosmtpd) and judge messages with Python's email package.
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
    ]
)

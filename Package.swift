// swift-tools-version:6.1
import PackageDescription

// The composition root: the `rushday` executable (App/) wires every feature and adapter
// through its container; Tests/ holds end-to-end tests of the built binary.
let settings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

// Domain and every feature: the two faces and the composition each use them all.
let features: [Target.Dependency] = [
    .product(name: "Domain", package: "Domain"),
    .product(name: "Auth", package: "Auth"),
    .product(name: "Events", package: "Events"),
    .product(name: "Guests", package: "Guests"),
    .product(name: "Expenses", package: "Expenses"),
    .product(name: "Tickets", package: "Tickets"),
    .product(name: "Agenda", package: "Agenda"),
    .product(name: "Mail", package: "Mail"),
    .product(name: "Tasks", package: "Tasks"),
    .product(name: "Shifts", package: "Shifts"),
    // new-feature: products (Scripts/new-feature adds a feature's product above this marker)
]

// A package's own tests (Packages/NAME/Tests/NAMETests), built here beside the app rather than
// in the package alone: Domain, DesignTokens and every feature then compile once for the whole
// suite instead of once per package (a quarter of a fresh CI run). Each runs alone all the same
// (`swift test --filter '^NAMETests\.'`, as Scripts/test does), and `swift test` in the package
// still works for whoever develops it.
func packageTests(_ name: String, _ more: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(name)Tests",
        dependencies: [
            .product(name: name, package: name),
            .product(name: "Domain", package: "Domain"),
            .product(name: "DomainTestSupport", package: "Domain"),
            .product(name: "DesignTokens", package: "DesignTokens"),
        ] + more,
        path: "Packages/\(name)/Tests/\(name)Tests",
        swiftSettings: settings
    )
}

let package = Package(
    name: "RushDay",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "rushday", targets: ["RushDayApp"]),
    ],
    dependencies: [
        .package(path: "Packages/Domain"),
        .package(path: "Packages/DesignTokens"),
        .package(path: "Packages/Auth"),
        .package(path: "Packages/Events"),
        .package(path: "Packages/Guests"),
        .package(path: "Packages/Expenses"),
        .package(path: "Packages/Tickets"),
        .package(path: "Packages/Agenda"),
        .package(path: "Packages/Mail"),
        .package(path: "Packages/Tasks"),
        .package(path: "Packages/Shifts"),
        // new-feature: packages (Scripts/new-feature adds a feature's package above this marker)
        .package(path: "Packages/SQLStorage"),
        .package(path: "Packages/SQLiteStore"),
        .package(path: "Packages/PostgresStore"),
        .package(path: "Packages/CryptoServices"),
        .package(path: "Packages/SessionFile"),
        .package(path: "Packages/CSVFiles"),
        .package(path: "Packages/QRCode"),
        .package(path: "Packages/ICalendar"),
        .package(path: "Packages/SMTPMail"),
        .package(path: "Packages/WebServer"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // PostgresStoreTests talk to the server through postgres-nio too.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // The web routes' in-process tests; swift-configuration (a default trait) is left out.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // CSVFiles' own tests read what they wrote with CSV.swift itself.
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        .target(
            // The command-line face: the command tree, one file per command, each "parse, call one
            // use case, render". It knows the features, DesignTokens and swift-argument-parser;
            // what it needs of the rest (a container, the files a command names, `serve`) it asks
            // of the composition through `CommandLineComposition`.
            name: "RushDayCommandLine",
            dependencies: [
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features,
            path: "App/CommandLine",
            swiftSettings: settings
        ),
        .target(
            // The web face: routes and pages, one file per feature, over the WebServer adapter. It
            // knows the features, DesignTokens and WebServer; its container is `WebContainer`.
            name: "RushDayWeb",
            dependencies: [
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "WebServer", package: "WebServer"),
            ] + features,
            path: "App/Web",
            // The web face's scripts are files (App/Web/Assets/*.js), compiled into the binary as
            // byte arrays (`PackageResources.door_js`...): a static release needs no bundle beside it.
            resources: [.embedInCode("Assets")],
            swiftSettings: settings
        ),
        .executableTarget(
            // The composition root: the feature list, the container and `main`, which hands the
            // command line its container and runs `serve` with the web face.
            name: "RushDayApp",
            dependencies: [
                "RushDayCommandLine",
                "RushDayWeb",
                .product(name: "SQLiteStore", package: "SQLiteStore"),
                .product(name: "PostgresStore", package: "PostgresStore"),
                .product(name: "CryptoServices", package: "CryptoServices"),
                .product(name: "SessionFile", package: "SessionFile"),
                .product(name: "CSVFiles", package: "CSVFiles"),
                .product(name: "QRCode", package: "QRCode"),
                .product(name: "ICalendar", package: "ICalendar"),
                .product(name: "SMTPMail", package: "SMTPMail"),
                .product(name: "WebServer", package: "WebServer"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features,
            path: "App/Composition",
            swiftSettings: settings,
            // Linked at a fixed address, a release rushday starts without the loader relocating
            // its 150,000 pointers (and copying the pages they are on): a quarter of `--version`.
            // And without exporting its 55,000 symbols, which linking the Swift runtime statically
            // asks for: at start-up the runtime's backtracer looks itself up with dladdr, which
            // walks every exported symbol (a sixth of `--version`).
            linkerSettings: [
                .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            // The code format against the real Ed25519 adapter, which the Tickets package may not see.
            name: "TicketCodeTests",
            dependencies: [
                .product(name: "Tickets", package: "Tickets"),
                .product(name: "CryptoServices", package: "CryptoServices"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            path: "Tests/TicketCodeTests",
            swiftSettings: settings
        ),
        .testTarget(
            // The adapters with a heavy library are tested from the root, which builds that library
            // for the app anyway: testing them in their own package built it a second time (GRDB,
            // postgres-nio and swift-crypto: about five minutes of a fresh CI run between them).
            name: "SQLiteStoreTests",
            dependencies: [
                .product(name: "SQLiteStore", package: "SQLiteStore"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "SQLStorage", package: "SQLStorage"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Tests/SQLiteStoreTests",
            swiftSettings: settings
        ),
        .testTarget(
            // The store's contracts and its PostgreSQL behaviour against a real server (see Tests/README.md).
            name: "PostgresStoreTests",
            dependencies: [
                .product(name: "PostgresStore", package: "PostgresStore"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "SQLStorage", package: "SQLStorage"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/PostgresStoreTests",
            swiftSettings: settings
        ),
        .testTarget(
            // The door's QR decoder (App/Web/Assets/qr.js) holds Packages/QRCode's tables, written
            // and checked from the encoder's own (its internals: @testable).
            name: "QRDecoderTablesTests",
            dependencies: [.product(name: "QRCode", package: "QRCode")],
            path: "Tests/QRDecoderTablesTests",
            swiftSettings: settings
        ),
        .testTarget(
            name: "CryptoServicesTests",
            dependencies: [.product(name: "CryptoServices", package: "CryptoServices")],
            path: "Tests/CryptoServicesTests",
            swiftSettings: settings
        ),
        .testTarget(
            // The SMTP client against a real aiosmtpd, from the root: it shares the root's build of
            // swift-nio and swift-nio-ssl instead of making its own (two minutes of a fresh CI).
            name: "SMTPMailTests",
            dependencies: [
                .product(name: "SMTPMail", package: "SMTPMail"),
                .product(name: "Domain", package: "Domain"),
            ],
            path: "Tests/SMTPMailTests",
            swiftSettings: settings
        ),
        .testTarget(
            name: "EndToEndTests",
            // GRDB reads the database the binary wrote, to prove a failed command changed nothing.
            // DomainTestSupport's seeded generator drives the property tests' random command sequences.
            // HummingbirdTesting drives the web routes in process.
            // Domain: the guest-page tests ask PersonalLink itself, over the binary's store.
            dependencies: ["RushDayApp", "RushDayCommandLine", "RushDayWeb", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Domain", package: "Domain"),
                           .product(name: "DomainTestSupport", package: "Domain"),
                           .product(name: "WebServer", package: "WebServer"),
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdTesting", package: "hummingbird"),
                           .product(name: "HTTPTypes", package: "swift-http-types")],
            path: "Tests/EndToEndTests",
            // Databases of an older release and what it answered, read from the source tree by
            // ReleaseDatabaseTests (#filePath), not resources of the test bundle.
            exclude: ["Fixtures"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "DomainTestSupport", package: "Domain")],
            path: "Packages/Domain/Tests/DomainTests",
            swiftSettings: settings
        ),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: [.product(name: "DesignTokens", package: "DesignTokens")],
            path: "Packages/DesignTokens/Tests/DesignTokensTests",
            swiftSettings: settings
        ),
        packageTests("Auth"),
        packageTests("Events"),
        packageTests("Guests"),
        packageTests("Expenses"),
        packageTests("Tickets"),
        packageTests("Agenda"),
        packageTests("Mail"),
        packageTests("Tasks"),
        packageTests("Shifts"),
        // new-feature: package tests (Scripts/new-feature adds a feature's tests above this marker)
        packageTests("SQLStorage"),
        packageTests("SessionFile"),
        packageTests("CSVFiles", [.product(name: "CSV", package: "CSV.swift")]),
        packageTests("QRCode"),
        packageTests("ICalendar"),
    ]
)

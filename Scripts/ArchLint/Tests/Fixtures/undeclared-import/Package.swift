// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RushDay",
    dependencies: [
        .package(path: "Packages/Auth"),
    ],
    targets: [
        .executableTarget(name: "RushDayCLI", dependencies: [.product(name: "Auth", package: "Auth")], path: "App"),
    ]
)

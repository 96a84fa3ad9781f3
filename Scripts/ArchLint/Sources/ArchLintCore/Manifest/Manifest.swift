/// What the lint needs from one `swift package dump-package`: the package's dependencies,
/// products and targets. Codable so it can be cached.
struct Manifest: Codable, Sendable, Hashable {
    struct PackageDependency: Codable, Sendable, Hashable {
        enum Kind: String, Codable, Sendable {
            case fileSystem, sourceControl, registry
        }

        var kind: Kind
        /// SwiftPM's identity: the last path or URL component, lowercased, without `.git`.
        var identity: String
        /// Absolute path, for `fileSystem` (and local source-control) dependencies.
        var path: String?
        var url: String?
        /// `.package(name: "X", path: ...)` lets targets say `package: "X"`.
        var name: String?

        /// The name people write (`GRDB.swift`, `swift-crypto`, `Domain`).
        var displayName: String {
            let location = url ?? path ?? identity
            var last = location.split(separator: "/").last.map(String.init) ?? identity
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last
        }
    }

    struct Product: Codable, Sendable, Hashable {
        var name: String
        var targets: [String]
        var isExecutable: Bool
    }

    struct TargetDependency: Codable, Sendable, Hashable {
        enum Kind: String, Codable, Sendable {
            /// `"Name"`: a target of this package, or a product named like its package.
            case byName
            /// `.target(name:)`
            case target
            /// `.product(name:package:)`
            case product
        }

        var kind: Kind
        var name: String
        var package: String?
    }

    struct Target: Codable, Sendable, Hashable {
        /// regular, executable, test, macro, plugin, system, binary.
        var type: String
        var name: String
        var path: String?
        var sources: [String]?
        var exclude: [String]
        var dependencies: [TargetDependency]

        var isTest: Bool { type == "test" }
    }

    var name: String
    var dependencies: [PackageDependency]
    var products: [Product]
    var targets: [Target]
}

@testable import ArchLintCore
import Foundation
import Testing

struct ManifestLocatorTests {
    private func locator(_ text: String) throws -> ManifestLocator {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-locator-\(UUID().uuidString).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return ManifestLocator(path: file.path)
    }

    private let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Auth",
            dependencies: [
                // .package(path: "../Events"),
                .package(path: "../Domain"),
                .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
            ],
            targets: [
                .target(name: "Auth", dependencies: [.product(name: "Domain", package: "Domain")]),
                .testTarget(
                    name: "AuthTests",
                    dependencies: [
                        "Auth",
                        /* .product(name: "Events", package: "Events"), */
                        .product(name: "Events", package: "Events"),
                    ]
                ),
            ]
        )
        """

    @Test func findsTargetDependenciesInsideTheirTargetSkippingComments() throws {
        let locator = try locator(manifest)
        let events = Manifest.TargetDependency(kind: .product, name: "Events", package: "Events")
        #expect(locator.dependency(events, ofTarget: "AuthTests") == SourcePosition(line: 18, column: 32))
        let domain = Manifest.TargetDependency(kind: .product, name: "Domain", package: "Domain")
        #expect(locator.dependency(domain, ofTarget: "Auth") == SourcePosition(line: 12, column: 61))
        // Not a dependency of Auth: falls back to the target's name.
        #expect(locator.dependency(events, ofTarget: "Auth") == SourcePosition(line: 12, column: 23))
        #expect(locator.target("AuthTests") == SourcePosition(line: 14, column: 19))
        #expect(locator.target("Missing") == .start)
    }

    @Test func findsPackageDependenciesByPathOrURL() throws {
        let locator = try locator(manifest)
        let domain = Manifest.PackageDependency(kind: .fileSystem, identity: "domain", path: "/r/Packages/Domain")
        #expect(locator.packageDependency(domain) == SourcePosition(line: 8, column: 24))
        let grdb = Manifest.PackageDependency(kind: .sourceControl, identity: "grdb.swift", url: "https://github.com/groue/GRDB.swift.git")
        #expect(locator.packageDependency(grdb) == SourcePosition(line: 9, column: 23))
        let events = Manifest.PackageDependency(kind: .fileSystem, identity: "events", path: "/r/Packages/Events")
        #expect(locator.packageDependency(events) == .start)
    }
}

struct JSONParserTests {
    @Test func parsesEscapesAndKeepsMemberOrder() throws {
        let node = try JSONParser.parse(Array(#"{"b": "\u00e9\ud83d\ude00\n\"", "a": [1, -2.5e1, true, null]}"#.utf8))
        #expect(node.members?.map(\.key) == ["b", "a"])
        #expect(node["b"]?.string == "é😀\n\"")
        #expect(node["a"]?.array?.map(\.kindName) == ["a number", "a number", "a boolean", "null"])
        #expect(node["a"]?.array?[1].number == -25)
    }

    @Test(arguments: [
        ("[1, 2,]", "trailing comma before ']' (JSON allows none)", 6),
        ("{\"a\" 1}", "expected ':' after member name \"a\"", 5),
        ("\"open", "unterminated string", 0),
        ("{} x", "unexpected 'x' after the end of the document", 3),
        ("[tru]", "unexpected 't', expected a value", 1),
    ])
    func reportsWhatAndWhere(text: String, message: String, offset: Int) {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }
}

struct PathTests {
    @Test func relativePathsBetweenPackages() {
        #expect(relativePath(from: "Packages/Auth", to: "Packages/Domain") == "../Domain")
        #expect(relativePath(from: ".", to: "Packages/Domain") == "Packages/Domain")
        #expect(relativePath(from: "Packages/Auth", to: ".") == "../..")
        #expect(normalizedPath("./App/Container/") == "App/Container")
        #expect(normalizedPrefix("App/Container") == "App/Container/")
    }

    @Test func moduleNamesFollowSwiftPM() {
        #expect(TargetModel.moduleName(for: "swift-thing") == "swift_thing")
        #expect(TargetModel.moduleName(for: "2D") == "_2D")
    }
}

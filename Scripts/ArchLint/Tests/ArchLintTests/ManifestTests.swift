@testable import ArchLintCore
import Foundation
import Testing

struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func matchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hexDigest(Array(input.utf8)) == digest)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

@Suite(.serialized)
struct ManifestCacheTests {
    /// A copy of a fixture in a temporary folder, with its own cache.
    private func copy(_ fixture: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cache-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Paths.fixture(fixture), to: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
        return folder
    }

    @Test func cachedOutputIsUsedUntilTheManifestChanges() throws {
        let root = try copy("package-cycle")
        defer { try? FileManager.default.removeItem(at: root) }
        let options = LintOptions(root: root)
        #expect(try ArchLint.lint(options).graph.render(.mermaid).contains("A[\"A\"]"))

        // Rename package A inside its cache entry: a run that reads the cache shows the new name.
        let entry = root.appendingPathComponent(".build/archlint-cache/manifests/Packages__A.json")
        let cached = try String(contentsOf: entry, encoding: .utf8)
        #expect(cached.contains("\"key\""))
        try cached.replacingOccurrences(of: "\"name\":\"A\"", with: "\"name\":\"CachedA\"").write(to: entry, atomically: true, encoding: .utf8)
        #expect(try ArchLint.lint(options).graph.render(.mermaid).contains("CachedA"))

        // Any change to the manifest's bytes makes the key miss, so dump-package runs again.
        let manifest = root.appendingPathComponent("Packages/A/Package.swift")
        try (try String(contentsOf: manifest, encoding: .utf8) + "// changed\n").write(to: manifest, atomically: true, encoding: .utf8)
        let graph = try ArchLint.lint(options).graph.render(.mermaid)
        #expect(!graph.contains("CachedA"))
        #expect(graph.contains("A[\"A\"]"))
    }

    @Test func noCacheLeavesNoCacheFolder() throws {
        let root = try copy("package-cycle")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try ArchLint.lint(LintOptions(root: root, useCache: false))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/archlint-cache/manifests").path))
    }

    @Test func aToolchainThatCannotRunIsReportedPerManifest() throws {
        let result = try ArchLint.lint(LintOptions(root: Paths.fixture("package-cycle"), useCache: false,
                                                   swiftExecutable: "/nonexistent/swift"))
        #expect(result.findings.map(\.rule) == ["manifest-error", "manifest-error"])
        #expect(result.findings.map(\.file) == ["Packages/A/Package.swift", "Packages/B/Package.swift"])
        #expect(result.findings.allSatisfy { $0.message.contains("/nonexistent/swift") })
    }

    @Test func decodesEveryDependencyForm() throws {
        let json = """
            {"name": "P", "dependencies": [
               {"fileSystem": [{"identity": "domain", "path": "/r/Packages/Domain"}]},
               {"sourceControl": [{"identity": "grdb.swift", "location": {"remote": [{"urlString": "https://github.com/groue/GRDB.swift"}]}}]}],
             "products": [{"name": "P", "targets": ["P"], "type": {"library": ["automatic"]}},
                          {"name": "tool", "targets": ["Tool"], "type": {"executable": null}}],
             "targets": [{"name": "P", "type": "regular", "path": null, "exclude": ["Old"], "dependencies": [
                 {"byName": ["Local", null]}, {"target": ["Other", null]}, {"product": ["GRDB", "GRDB.swift", null, null]}]}]}
            """
        let manifest = try DumpPackageDecoder.decode(Array(json.utf8))
        #expect(manifest.dependencies.map(\.identity) == ["domain", "grdb.swift"])
        #expect(manifest.dependencies[1].displayName == "GRDB.swift")
        #expect(manifest.products.map(\.isExecutable) == [false, true])
        #expect(manifest.targets[0].dependencies == [
            .init(kind: .byName, name: "Local", package: nil),
            .init(kind: .target, name: "Other", package: nil),
            .init(kind: .product, name: "GRDB", package: "GRDB.swift"),
        ])
        #expect(manifest.targets[0].exclude == ["Old"])
    }
}

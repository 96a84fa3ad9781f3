@testable import ArchLintCore
import Foundation
import Testing

/// The real repository: it must be clean, its README must show the current graph, and seeding
/// any one violation into (a copy of) it must fail the lint with a precise finding.
@Suite(.serialized)
struct RepositoryTests {
    @Test func theRepositoryHasNoErrors() throws {
        let result = try ArchLint.lint(LintOptions(root: Paths.repository))
        let errors = result.findings.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(Reporter.textLine).joined(separator: "\n"))")
        #expect(result.packagesChecked >= 2)
    }

    @Test(.enabled(if: Readme.hasMarkers, "README.md has no \(ReadmeGraph.startMarker) ... \(ReadmeGraph.endMarker) markers yet"))
    func readmeGraphMatchesTheManifests() throws {
        let block = try #require(ReadmeGraph.block(in: Readme.text))
        let graph = try ArchLint.lint(LintOptions(root: Paths.repository)).graph.render(.mermaid)
        #expect(block.graph == ReadmeGraph.normalized(graph), "run Scripts/archlint --update-readme")
    }

    @Test func readmeBlockIsReadAndReplaced() throws {
        let readme = "# Title\n\n\(ReadmeGraph.startMarker)\n```mermaid\ngraph TD\n    A --> B  \n```\n\(ReadmeGraph.endMarker)\nafter\n"
        #expect(ReadmeGraph.block(in: readme)?.graph == "graph TD\n    A --> B")
        #expect(ReadmeGraph.block(in: readme)?.line == 3)
        let replaced = try #require(ReadmeGraph.replacing(graphIn: readme, with: "graph TD\n    B --> C\n", format: .mermaid))
        #expect(replaced == "# Title\n\n\(ReadmeGraph.startMarker)\n```mermaid\ngraph TD\n    B --> C\n```\n\(ReadmeGraph.endMarker)\nafter\n")
        #expect(ReadmeGraph.block(in: "no markers") == nil)
    }

    @Test func seedingAnyViolationIntoTheRepositoryFailsWithAPreciseFinding() throws {
        let copy = try SeededCopy()
        let baseline = Set(try copy.lint().findings)

        for seed in try copy.seeds() {
            try seed.apply(copy)
            let result = try copy.lint()
            // A seed that changes a manifest also makes the README's graph stale; that finding
            // is right too, but it is the readme-graph rule's own test, not this seed's.
            let added = result.findings.filter { !baseline.contains($0) && $0.rule != "readme-graph" }
            #expect(added.map { "\($0.rule) \($0.file):\($0.line)" } == ["\(seed.rule) \(seed.file):\(seed.line)"],
                    "seed \(seed.name): \(added.map(Reporter.textLine))")
            #expect(added.allSatisfy { $0.severity == .error })
            try copy.reset()
        }
    }
}

private enum Readme {
    static var text: String {
        (try? String(contentsOf: Paths.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    static var hasMarkers: Bool { ReadmeGraph.block(in: text) != nil }
}

/// A copy of the repository's packages, App, Tests and rules in a fixed temporary folder (fixed
/// so the manifest cache, keyed by absolute path, stays warm between runs).
private struct SeededCopy {
    struct Seed {
        var name: String
        var rule: String
        var file: String
        var line: Int
        var apply: (SeededCopy) throws -> Void

        func apply(_ copy: SeededCopy) throws { try apply(copy) }
    }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-seeded-repository")

    init() throws {
        try reset()
    }

    func lint() throws -> LintResult {
        try ArchLint.lint(LintOptions(root: root))
    }

    /// Everything but hidden folders, the cache and Scripts (the lint's own fixtures).
    func reset() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: root.path) where name != ".build" {
            try manager.removeItem(at: root.appendingPathComponent(name))
        }
        for name in try manager.contentsOfDirectory(atPath: Paths.repository.path)
        where name == ".archlint.json" || (!name.hasPrefix(".") && name != "Scripts") {
            try copyTree(Paths.repository.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
    }

    private func copyTree(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            try manager.copyItem(at: source, to: destination)
            return
        }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where !name.hasPrefix(".") {
            try copyTree(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    /// The first Swift file under `folder`, in path order, subfolders included.
    private func firstSwiftFile(in folder: String) throws -> String {
        let base = root.appendingPathComponent(folder).path
        let enumerator = FileManager.default.enumerator(atPath: base)
        let files = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let first = try #require(files.first, "no Swift file in \(folder)")
        return folder + "/" + first
    }

    private func prepend(_ line: String, to file: String) throws {
        let url = root.appendingPathComponent(file)
        try (line + "\n" + String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    private func write(_ text: String, to file: String) throws {
        let url = root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func seeds() throws -> [Seed] {
        let auth = try firstSwiftFile(in: "Packages/Auth/Sources/Auth")
        let domain = try firstSwiftFile(in: "Packages/Domain/Sources/Domain")
        let tokens = try firstSwiftFile(in: "Packages/DesignTokens/Sources/DesignTokens")
        let store = try firstSwiftFile(in: "Packages/SQLiteStore/Sources/SQLiteStore")
        let command = try firstSwiftFile(in: "App/CommandLine/Commands/Events")
        let route = try firstSwiftFile(in: "App/Web/Routes")
        return [
            Seed(name: "feature imports feature", rule: "feature-isolation", file: auth, line: 1) {
                try $0.prepend("import Events", to: auth)
            },
            Seed(name: "kind-qualified feature import", rule: "feature-isolation", file: auth, line: 1) {
                try $0.prepend("import struct Events.CreateEvent", to: auth)
            },
            Seed(name: "feature import inside #if", rule: "feature-isolation", file: auth, line: 2) {
                try $0.prepend("#if canImport(Events)\nimport Events\n#endif", to: auth)
            },
            Seed(name: "domain imports a non-allow-listed module", rule: "toolchain-allowlist", file: domain, line: 1) {
                try $0.prepend("import FoundationNetworking", to: domain)
            },
            Seed(name: "design tokens import domain", rule: "layer", file: tokens, line: 1) {
                try $0.prepend("import Domain", to: tokens)
            },
            Seed(name: "adapter imports a feature", rule: "adapter-direction", file: store, line: 1) {
                try $0.prepend("@testable import Auth", to: store)
            },
            Seed(name: "command imports an adapter", rule: "thin-app", file: command, line: 1) {
                try $0.prepend("import SQLiteStore", to: command)
            },
            Seed(name: "App type implements a repository", rule: "thin-app", file: "App/CommandLine/Commands/LocalEvents.swift", line: 2) {
                try $0.write("import Domain\nstruct LocalEvents: Sendable, EventRepository {}\n", to: "App/CommandLine/Commands/LocalEvents.swift")
            },
            Seed(name: "web face imports the command-line face", rule: "layer", file: route, line: 1) {
                try $0.prepend("import RushDayCommandLine", to: route)
            },
            Seed(name: "command-line face imports the web face", rule: "layer", file: command, line: 1) {
                try $0.prepend("import RushDayWeb", to: command)
            },
            Seed(name: "feature test target depends on another feature", rule: "feature-isolation", file: "Packages/Auth/Package.swift", line: 0) {
                let manifest = $0.root.appendingPathComponent("Packages/Auth/Package.swift")
                var text = try String(contentsOf: manifest, encoding: .utf8)
                text = text.replacingOccurrences(of: #".package(path: "../Domain"),"#, with: #".package(path: "../Domain"), .package(path: "../Events"),"#)
                let testTarget = try #require(text.range(of: "testTarget("))
                let auth = try #require(text.range(of: #""Auth","#, range: testTarget.upperBound..<text.endIndex))
                text.replaceSubrange(auth, with: #""Auth", .product(name: "Events", package: "Events"),"#)
                try text.write(to: manifest, atomically: true, encoding: .utf8)
            },
            // A package name no feature will take, so the seed never lands on a real package.
            Seed(name: "new package without a rules entry", rule: "unassigned-package", file: "Packages/Parcels/Package.swift", line: 1) {
                try $0.write("""
                    // swift-tools-version:6.0
                    import PackageDescription

                    let package = Package(name: "Parcels", targets: [.target(name: "Parcels")])
                    """, to: "Packages/Parcels/Package.swift")
                try $0.write("public struct Parcel {}\n", to: "Packages/Parcels/Sources/Parcels/Parcel.swift")
            },
        ].map { seed in
            var seed = seed
            if seed.line == 0 { seed.line = (try? lineOfEventsProduct()) ?? 0 }
            return seed
        }
    }

    /// Where the seeded `.product(name: "Events"` lands in Auth's manifest (it depends on how the
    /// manifest is written, so it is looked up after seeding).
    private func lineOfEventsProduct() throws -> Int {
        let original = try String(contentsOf: root.appendingPathComponent("Packages/Auth/Package.swift"), encoding: .utf8)
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let testTarget = try #require(lines.firstIndex { $0.contains("testTarget(") })
        let auth = try #require(lines[testTarget...].firstIndex { $0.contains(#""Auth","#) })
        return auth + 1
    }
}

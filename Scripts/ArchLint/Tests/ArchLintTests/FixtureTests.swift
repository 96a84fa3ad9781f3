@testable import ArchLintCore
import Foundation
import Testing

/// One fake monorepo per rule, each seeded with exactly one violation: the lint must report it
/// with the right rule, file, line and column, and nothing else.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var expected: [Expected]

    struct Expected: Sendable, Equatable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int
        var column: Int
        var severity: Finding.Severity = .error

        var description: String { "\(file):\(line):\(column): \(severity.rawValue): [\(rule)]" }
    }

    var testDescription: String { fixture }

    static let all: [FixtureCase] = [
        FixtureCase(fixture: "clean", expected: []),
        FixtureCase(fixture: "imports-in-comments-and-strings", expected: []),
        FixtureCase(fixture: "manifest-layer", expected: [
            .init(rule: "layer", file: "Packages/Domain/Package.swift", line: 14, column: 63)]),
        FixtureCase(fixture: "import-layer", expected: [
            .init(rule: "layer", file: "Packages/DesignTokens/Sources/DesignTokens/Tone.swift", line: 1, column: 8)]),
        FixtureCase(fixture: "undeclared-import", expected: [
            .init(rule: "undeclared-import", file: "App/Main.swift", line: 2, column: 8)]),
        FixtureCase(fixture: "feature-import-kind", expected: [
            .init(rule: "feature-isolation", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 2, column: 15)]),
        FixtureCase(fixture: "feature-import-in-if", expected: [
            .init(rule: "feature-isolation", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 3, column: 8)]),
        FixtureCase(fixture: "feature-test-dependency", expected: [
            .init(rule: "feature-isolation", file: "Packages/Auth/Package.swift", line: 15, column: 134)]),
        FixtureCase(fixture: "toolchain-allowlist", expected: [
            .init(rule: "toolchain-allowlist", file: "Packages/Domain/Sources/Domain/Download.swift", line: 2, column: 8)]),
        FixtureCase(fixture: "adapter-depends-on-feature", expected: [
            .init(rule: "adapter-direction", file: "Packages/Store/Package.swift", line: 15, column: 154)]),
        FixtureCase(fixture: "feature-imports-adapter", expected: [
            .init(rule: "adapter-direction", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 2, column: 19)]),
        // No feature reaches the web face: not its adapter, not the server library, not NIO.
        FixtureCase(fixture: "feature-imports-web", expected: [
            .init(rule: "adapter-direction", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 2, column: 8),
            .init(rule: "third-party", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 3, column: 8),
            .init(rule: "third-party", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 4, column: 8)]),
        FixtureCase(fixture: "package-cycle", expected: [
            .init(rule: "package-cycle", file: "Packages/A/Package.swift", line: 10, column: 24)]),
        FixtureCase(fixture: "unused-dependency", expected: [
            .init(rule: "unused-dependency", file: "Packages/Auth/Package.swift", line: 14, column: 106, severity: .warning)]),
        FixtureCase(fixture: "markup-in-text", expected: [
            .init(rule: "markup-in-text", file: "App/Main.swift", line: 15, column: 13),
            .init(rule: "markup-in-text", file: "Packages/Auth/Sources/Auth/AuthScript.swift", line: 2, column: 15)]),
        FixtureCase(fixture: "command-in-text", expected: [
            .init(rule: "face-neutral-text", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 17, column: 36),
            .init(rule: "face-neutral-text", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 20, column: 31)]),
        FixtureCase(fixture: "thin-app-import", expected: [
            .init(rule: "thin-app", file: "App/Commands/ListCommand.swift", line: 3, column: 8)]),
        // The root's faces are targets of groups of their own: neither uses the other (by import
        // or by manifest), and neither reaches an adapter, which only the composition's container does.
        FixtureCase(fixture: "face-imports-face", expected: [
            .init(rule: "layer", file: "App/Web/Pages.swift", line: 3, column: 8),
            .init(rule: "layer", file: "Package.swift", line: 16, column: 52)]),
        FixtureCase(fixture: "face-imports-adapter", expected: [
            .init(rule: "thin-app", file: "App/CommandLine/Commands.swift", line: 3, column: 8)]),
        FixtureCase(fixture: "thin-app-conformance", expected: [
            .init(rule: "thin-app", file: "App/Main.swift", line: 10, column: 34)]),
        FixtureCase(fixture: "third-party", expected: [
            .init(rule: "third-party", file: "Packages/Auth/Package.swift", line: 14, column: 106)]),
        FixtureCase(fixture: "test-support-in-production", expected: [
            .init(rule: "test-support", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 2, column: 8)]),
        FixtureCase(fixture: "unknown-module", expected: [
            .init(rule: "unknown-module", file: "Packages/Auth/Sources/Auth/AuthCard.swift", line: 2, column: 8)]),
        FixtureCase(fixture: "unassigned-package", expected: [
            .init(rule: "unassigned-package", file: "Packages/Guests/Package.swift", line: 1, column: 1)]),
        FixtureCase(fixture: "manifest-error", expected: [
            .init(rule: "manifest-error", file: "Packages/Auth/Package.swift", line: 6, column: 35)]),
        FixtureCase(fixture: "readme-graph", expected: [
            .init(rule: "readme-graph", file: "README.md", line: 3, column: 1)]),
    ]
}

@Suite(.serialized)
struct FixtureTests {
    @Test(arguments: FixtureCase.all)
    func reportsExactlyTheSeededViolation(_ fixture: FixtureCase) throws {
        let result = try ArchLint.lint(LintOptions(root: Paths.fixture(fixture.fixture)))
        let found = result.findings.map {
            FixtureCase.Expected(rule: $0.rule, file: $0.file, line: $0.line, column: $0.column, severity: $0.severity)
        }
        #expect(found == fixture.expected, "\(result.findings.map(Reporter.textLine).joined(separator: "\n"))")
        #expect(result.findings.allSatisfy { !$0.message.isEmpty && !$0.fix.isEmpty })
    }

    @Test func everyFixtureFolderHasACase() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Paths.tests.appendingPathComponent("Fixtures").path)
            .filter { !$0.hasPrefix(".") && $0 != "malformed-rules" }
        #expect(Set(folders) == Set(FixtureCase.all.map(\.fixture)))
    }

    @Test func exitStatusFollowsTheWorstFinding() {
        #expect(CommandRun(["--root", Paths.fixture("clean").path]).status == 0)
        #expect(CommandRun(["--root", Paths.fixture("unused-dependency").path]).status == 0)
        #expect(CommandRun(["--root", Paths.fixture("feature-import-kind").path]).status == 1)
    }

    @Test func messagesNameBothSidesAndTheFix() throws {
        let isolation = try #require(try ArchLint.lint(LintOptions(root: Paths.fixture("feature-test-dependency"))).findings.first)
        #expect(isolation.message.contains("test target AuthTests depends on Events"))
        #expect(isolation.message.contains("not even in tests"))
        #expect(isolation.fix.contains("remove the dependency"))

        let undeclared = try #require(try ArchLint.lint(LintOptions(root: Paths.fixture("undeclared-import"))).findings.first)
        #expect(undeclared.fix.contains(#".product(name: "Domain", package: "Domain")"#))
        #expect(undeclared.fix.contains(#".package(path: "Packages/Domain")"#))

        let unassigned = try #require(try ArchLint.lint(LintOptions(root: Paths.fixture("unassigned-package"))).findings.first)
        #expect(unassigned.fix.contains(#""Packages/Guests": "<group>""#))

        let cycle = try #require(try ArchLint.lint(LintOptions(root: Paths.fixture("package-cycle"))).findings.first)
        #expect(cycle.message.contains("A -> B -> A"))

        let broken = try #require(try ArchLint.lint(LintOptions(root: Paths.fixture("manifest-error"))).findings.first)
        #expect(broken.message.contains("expected ',' separator"))
    }

    @Test func malformedRulesFileExitsWithStatusTwoAndItsPosition() {
        let run = CommandRun(["--root", Paths.fixture("malformed-rules").path])
        #expect(run.status == 2)
        #expect(run.errorOutput == ".archlint.json:5:3: error: malformed JSON: trailing comma before '}' (JSON allows none)\n")
        #expect(run.output.isEmpty)
    }
}

@testable import ArchLintCore
import Foundation
import Testing

@Suite(.serialized)
struct CommandTests {
    @Test func parsesOptionsInBothSpellings() throws {
        let options = try CommandLineOptions.parse(["--format=json", "--root", "/r", "--no-cache", "--graph", "dot"])
        #expect(options.format == .json)
        #expect(options.root == "/r")
        #expect(options.useCache == false)
        #expect(options.graph == .dot)
    }

    @Test(arguments: [
        (["--format", "xml"], "archlint: unknown --format 'xml' (use text, json or github)\n"),
        (["--graph", "svg"], "archlint: unknown --graph 'svg' (use mermaid or dot)\n"),
        (["--frobnicate"], "archlint: unknown argument '--frobnicate' (see --help)\n"),
        (["--root"], "archlint: --root needs a value\n"),
    ])
    func usageErrorsExitWithStatusTwo(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errorOutput == message)
        #expect(run.output.isEmpty)
    }

    @Test func helpExitsZero() {
        let run = CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Usage: archlint"))
    }

    @Test func missingRulesFileIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = CommandRun(["--root", empty.path])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains(".archlint.json:1:1: error: cannot read the rules file"))
    }

    @Test func textOutputIsCompilerStyleWithASummaryLast() throws {
        let run = CommandRun(["--root", Paths.fixture("toolchain-allowlist").path])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 1)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Packages/Domain/Sources/Domain/Download.swift:2:8: error: [toolchain-allowlist] Domain imports FoundationNetworking: "))
        #expect(lines[0].hasSuffix("(remove the import, or add FoundationNetworking to \"toolchain\" of group \"domain\" in .archlint.json)"))
        let summary = try #require(lines.last)
        #expect(summary.wholeMatch(of: /archlint: 1 error, 0 warnings in 5 files \(1 package, \d+ ms\)/) != nil, "\(summary)")
    }

    @Test func jsonOutputIsAListOfFindingsAndNothingElse() throws {
        let run = CommandRun(["--root", Paths.fixture("feature-import-in-if").path, "--format", "json"])
        #expect(run.status == 1)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(parsed.count == 1)
        let finding = try #require(parsed.first)
        #expect(Set(finding.keys) == ["rule", "severity", "file", "line", "column", "message", "fix"])
        #expect(finding["rule"] as? String == "feature-isolation")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["file"] as? String == "Packages/Auth/Sources/Auth/AuthCard.swift")
        #expect(finding["line"] as? Int == 3)
        #expect(finding["column"] as? Int == 8)
        #expect(run.errorOutput.hasPrefix("archlint: 1 error"))
    }

    @Test func cleanJSONIsAnEmptyList() {
        let run = CommandRun(["--root", Paths.fixture("clean").path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output == "[]\n")
    }

    @Test func githubOutputIsWorkflowCommands() throws {
        let run = CommandRun(["--root", Paths.fixture("unused-dependency").path, "--format", "github"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0)
        #expect(lines.first?.hasPrefix("::warning file=Packages/Auth/Package.swift,line=14,col=106,title=archlint [unused-dependency]::target Auth declares DesignTokens") == true)
        #expect(lines.last?.hasPrefix("archlint: 0 errors, 1 warning") == true)
    }

    @Test func graphPrintsOnlyTheGraph() {
        let run = CommandRun(["--root", Paths.fixture("package-cycle").path, "--graph", "dot"])
        #expect(run.status == 0)
        #expect(run.output == """
            digraph packages {
                rankdir=TB;
                node [shape=box];
                subgraph "cluster_core" {
                    label="core";
                    A [label="A"];
                    B [label="B"];
                }
                A -> B;
                B -> A;
            }

            """)
    }
}

extension CommandTests {
    /// The root's faces are targets the rules move to groups of their own: each is a node of its
    /// group with its own edges, and the composition's package points at them.
    @Test func aTargetMovedToAGroupIsANodeOfItsOwn() {
        let run = CommandRun(["--root", Paths.fixture("face-imports-adapter").path, "--graph", "mermaid"])
        #expect(run.status == 0)
        #expect(run.output.contains("""
                subgraph group_commandLineFace [commandLineFace]
                    RushDayCommandLine["RushDayCommandLine"]
                end
                subgraph group_webFace [webFace]
                    RushDayWeb["RushDayWeb"]
                end
            """))
        let edges = run.output.split(separator: "\n").filter { $0.contains("-->") && $0.contains("RushDay") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(edges.filter { $0.hasPrefix("RushDayCommandLine ") } == ["RushDayCommandLine --> Auth", "RushDayCommandLine --> Domain"])
        #expect(edges.filter { $0.hasPrefix("RushDayWeb ") } == ["RushDayWeb --> DesignTokens", "RushDayWeb --> Events"])
        #expect(edges.contains("RushDay --> RushDayCommandLine") && edges.contains("RushDay --> RushDayWeb"))
    }
}

struct ReporterTests {
    private let finding = Finding(rule: "layer", file: "A/b, c.swift", line: 3, column: 8,
                                  message: "Tab\there, 100% \"quoted\"\nnext", fix: "do: this")

    @Test func jsonEscapesEverything() throws {
        let text = Reporter.render([finding], as: .json)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.first?["message"] as? String == finding.message)
        #expect(parsed.first?["file"] as? String == finding.file)
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(Reporter.render([finding], as: .github)
            == "::error file=A/b%2C c.swift,line=3,col=8,title=archlint [layer]::Tab\there, 100%25 \"quoted\"%0Anext (do: this)\n")
    }

    @Test func summaryCountsWithPlurals() {
        let result = LintResult(findings: [finding], filesChecked: 1, packagesChecked: 2,
                                graph: PackageGraph(clusters: [], externalNodes: [], edges: [], externalEdges: []))
        #expect(Reporter.summary(result, milliseconds: 7) == "archlint: 1 error, 0 warnings in 1 file (2 packages, 7 ms)")
    }
}

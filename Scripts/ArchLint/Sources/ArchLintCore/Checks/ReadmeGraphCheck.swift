import Foundation

/// The README's graph must match the manifests, so it never shows an architecture that is gone.
enum ReadmeGraphCheck {
    static func run(_ workspace: Workspace, graph: PackageGraph) -> [Finding] {
        guard let settings = workspace.rules.readmeGraph,
              let data = FileManager.default.contents(atPath: workspace.root.appendingPathComponent(settings.file).path),
              let block = ReadmeGraph.block(in: String(decoding: data, as: UTF8.self)) else { return [] }
        guard block.graph != ReadmeGraph.normalized(graph.render(settings.format)) else { return [] }
        return [Finding(rule: RuleID.readmeGraph, file: settings.file, line: block.line, column: 1,
                        message: "the dependency graph in \(settings.file) no longer matches the manifests",
                        fix: "run Scripts/archlint --update-readme (or paste the output of --graph \(settings.format.rawValue) between the markers)")]
    }
}

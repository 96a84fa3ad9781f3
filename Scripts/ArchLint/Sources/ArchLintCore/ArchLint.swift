public import Foundation

/// Where to lint and how.
public struct LintOptions: Sendable {
    public var root: URL
    /// Default: `.archlint.json` in the root.
    public var rulesFile: URL?
    /// Default: `.build/archlint-cache` in the root (ignored by git like every `.build`).
    public var cacheDirectory: URL?
    public var useCache: Bool
    /// Default: `swift` from PATH.
    public var swiftExecutable: String?

    public init(root: URL, rulesFile: URL? = nil, cacheDirectory: URL? = nil, useCache: Bool = true, swiftExecutable: String? = nil) {
        self.root = root
        self.rulesFile = rulesFile
        self.cacheDirectory = cacheDirectory
        self.useCache = useCache
        self.swiftExecutable = swiftExecutable
    }
}

public struct LintResult: Sendable {
    /// Sorted by file, line and column.
    public var findings: [Finding]
    public var filesChecked: Int
    public var packagesChecked: Int
    public var graph: PackageGraph

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}

/// The lint's entry point for the command line and the tests.
public enum ArchLint {
    public static func lint(_ options: LintOptions) throws(RulesError) -> LintResult {
        let workspace = try makeWorkspace(options)
        let graph = PackageGraph(workspace)
        var findings = CoverageCheck.run(workspace)
        findings += DependencyCheck(workspace: workspace).run()
        findings += CycleCheck.run(workspace)
        findings += ReadmeGraphCheck.run(workspace, graph: graph)
        findings += FaceNeutralTextCheck.run(workspace)
        findings += MarkupTextCheck.run(workspace)
        return LintResult(findings: Array(Set(findings)).sorted(), filesChecked: workspace.filesChecked,
                          packagesChecked: workspace.packages.count, graph: graph)
    }

    /// Rewrites the graph block of the README the rules file names. Returns false when the rules
    /// name no README or it has no markers.
    public static func updateReadme(_ options: LintOptions, graph: PackageGraph) throws(RulesError) -> Bool {
        let root = standardizedRoot(options.root)
        let rules = try loadRules(options, root: root)
        guard let settings = rules.readmeGraph else { return false }
        let url = root.appendingPathComponent(settings.file)
        guard let data = FileManager.default.contents(atPath: url.path),
              let updated = ReadmeGraph.replacing(graphIn: String(decoding: data, as: UTF8.self),
                                                  with: graph.render(settings.format), format: settings.format) else { return false }
        return FileManager.default.createFile(atPath: url.path, contents: Data(updated.utf8))
    }

    static func makeWorkspace(_ options: LintOptions) throws(RulesError) -> Workspace {
        let root = standardizedRoot(options.root)
        let rules = try loadRules(options, root: root)
        let cache = options.useCache ? (options.cacheDirectory ?? root.appendingPathComponent(".build/archlint-cache")) : nil
        return Workspace(root: root, rules: rules, cacheDirectory: cache, swiftExecutable: options.swiftExecutable)
    }

    private static func loadRules(_ options: LintOptions, root: URL) throws(RulesError) -> Rules {
        let file = options.rulesFile?.standardizedFileURL ?? root.appendingPathComponent(RulesLoader.defaultFileName)
        let display = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.path
        return try RulesLoader.load(contentsOf: file, displayPath: display)
    }

    /// dump-package prints real, absolute paths; the root must be spelled the same way.
    private static func standardizedRoot(_ root: URL) -> URL {
        root.standardizedFileURL.resolvingSymlinksInPath()
    }
}

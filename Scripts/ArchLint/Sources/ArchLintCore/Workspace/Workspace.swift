import Dispatch
import Foundation
import Synchronization

/// Everything the checks look at: packages with their manifests, targets with their scanned
/// files, and which module comes from where.
final class Workspace {
    enum ModuleOrigin {
        case firstParty(TargetModel)
        case thirdParty(Manifest.PackageDependency)
        case toolchain
        case unknown
    }

    let root: URL
    let rules: Rules
    let packages: [PackageModel]
    /// First-party module name -> target.
    private(set) var modules: [String: TargetModel] = [:]
    /// Third-party module name -> the package providing it.
    private(set) var thirdPartyModules: [String: Manifest.PackageDependency] = [:]
    private(set) var filesChecked = 0

    init(root: URL, rules: Rules, cacheDirectory: URL?, swiftExecutable: String?) {
        self.root = root
        self.rules = rules
        let listing = RepositoryWalker.list(root: root, excluding: rules.exclude)
        let requests = listing.packages.map {
            ManifestLoader.Request(relativePath: $0.relativePath, absolutePath: Self.absolute($0.relativePath, in: root),
                                   manifestFiles: $0.manifestFiles)
        }
        let outcomes = ManifestLoader(cacheDirectory: cacheDirectory, swiftExecutable: swiftExecutable).load(requests)
        packages = zip(listing.packages, outcomes).map { folder, outcome in
            PackageModel(relativePath: folder.relativePath, absolutePath: Self.absolute(folder.relativePath, in: root),
                         outcome: outcome,
                         entry: rules.entry(forPackageAt: folder.relativePath))
        }
        for package in packages { makeTargets(of: package) }
        assignAndScan(listing.swiftFiles)
        filesChecked = packages.reduce(0) { $0 + $1.targets.reduce(0) { $0 + $1.files.count } }
            + packages.filter { $0.manifest != nil }.count
        indexModules()
        for package in packages {
            for target in package.targets {
                target.dependencies = target.declaration.dependencies.map { resolve($0, in: package) }
            }
        }
    }

    var anyManifestFailed: Bool { packages.contains { $0.manifest == nil } }

    func package(atAbsolutePath path: String) -> PackageModel? {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return packages.first { $0.absolutePath == standardized }
    }

    func group(of target: TargetModel) -> Rules.Group? {
        target.groupName.flatMap(rules.group(named:))
    }

    func origin(ofModule name: String) -> ModuleOrigin {
        if let target = modules[name] { return .firstParty(target) }
        if let package = thirdPartyModules[name] { return .thirdParty(package) }
        if rules.toolchainModules.contains(name) || rules.testFrameworks.contains(name) { return .toolchain }
        return .unknown
    }

    private static func absolute(_ relative: String, in root: URL) -> String {
        relative == "." ? root.path : root.appendingPathComponent(relative).path
    }

    // MARK: - Targets and files

    private func makeTargets(of package: PackageModel) {
        guard let manifest = package.manifest else { return }
        for declaration in manifest.targets where declaration.type != "binary" && declaration.type != "system" {
            package.targets.append(TargetModel(
                package: package,
                declaration: declaration,
                directory: sourceDirectory(of: declaration, in: package),
                groupName: groupName(of: declaration, in: package),
                isTestSupport: rules.testSupportModules.contains(TargetModel.moduleName(for: declaration.name))
            ))
        }
    }

    private func groupName(of target: Manifest.Target, in package: PackageModel) -> String? {
        guard let entry = package.entry else { return nil }
        if let group = entry.targets[target.name] { return group }
        return target.isTest ? (entry.testGroup ?? entry.group) : entry.group
    }

    /// SwiftPM's default folders when the manifest gives no `path:`.
    private func sourceDirectory(of target: Manifest.Target, in package: PackageModel) -> String? {
        let prefix = package.relativePath == "." ? "" : package.relativePath + "/"
        if let path = target.path {
            let normalized = normalizedPath(path)
            return normalized == "." ? prefix : prefix + normalized + "/"
        }
        let parents: [String]
        switch target.type {
        case "test": parents = ["Tests", "Sources", "Source", "src", "srcs"]
        case "plugin": parents = ["Plugins"]
        default: parents = ["Sources", "Source", "src", "srcs"]
        }
        for parent in parents {
            let candidate = prefix + parent + "/" + target.name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(candidate).path, isDirectory: &isDirectory),
               isDirectory.boolValue {
                return candidate + "/"
            }
        }
        return nil
    }

    /// Each file belongs to the innermost package folder holding it, and there to the target
    /// with the longest matching folder (honouring `exclude:` and `sources:`).
    private func assignAndScan(_ files: [String]) {
        var jobs: [(TargetModel, String)] = []
        let byDepth = packages.sorted { $0.relativePath.count > $1.relativePath.count }
        for file in files {
            guard let package = byDepth.first(where: { $0.relativePath == "." || file.hasPrefix($0.relativePath + "/") }),
                  let target = owner(of: file, in: package) else { continue }
            jobs.append((target, file))
        }
        let scanned = Self.scanConcurrently(jobs.map { root.appendingPathComponent($0.1).path })
        for (index, job) in jobs.enumerated() {
            job.0.files.append(SourceFile(path: job.1, scanned: scanned[index]))
        }
    }

    private func owner(of file: String, in package: PackageModel) -> TargetModel? {
        var best: TargetModel?
        for target in package.targets {
            guard let directory = target.directory, file.hasPrefix(directory) else { continue }
            let inside = String(file.dropFirst(directory.count))
            if target.declaration.exclude.contains(where: { Self.matches(inside, normalizedPath($0)) }) { continue }
            if let sources = target.declaration.sources, !sources.contains(where: { Self.matches(inside, normalizedPath($0)) }) {
                continue
            }
            if (best?.directory?.count ?? -1) < directory.count { best = target }
        }
        return best
    }

    private static func matches(_ path: String, _ pattern: String) -> Bool {
        pattern == "." || path == pattern || path.hasPrefix(pattern + "/")
    }

    /// Reading and lexing are independent per file; two workers per core is plenty.
    private static func scanConcurrently(_ paths: [String]) -> [ScannedSource] {
        let results = ScanResults(count: paths.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < paths.count {
                let bytes = FileManager.default.contents(atPath: paths[index]).map { Array($0) } ?? []
                results.set(SwiftSourceScanner.scan(bytes), at: index)
                index += workers
            }
        }
        return results.all()
    }

    // MARK: - Modules and dependencies

    private func indexModules() {
        for package in packages {
            for target in package.targets where modules[target.moduleName] == nil {
                modules[target.moduleName] = target
            }
        }
        for (identity, products) in rules.thirdPartyModules {
            for module in products.values.joined() {
                thirdPartyModules[module] = Manifest.PackageDependency(kind: .sourceControl, identity: identity, url: identity)
            }
        }
        for package in packages {
            for target in package.targets {
                for dependency in target.declaration.dependencies {
                    guard let external = externalPackage(of: dependency, in: package) else { continue }
                    for module in modules(ofProduct: dependency.name, in: external) where modules[module] == nil {
                        thirdPartyModules[module] = external
                    }
                }
            }
        }
    }

    private func externalPackage(of dependency: Manifest.TargetDependency, in package: PackageModel) -> Manifest.PackageDependency? {
        guard let declared = packageDependency(named: dependency, in: package) else { return nil }
        if let path = declared.path, self.package(atAbsolutePath: path) != nil { return nil }
        return declared
    }

    private func modules(ofProduct product: String, in external: Manifest.PackageDependency) -> [String] {
        rules.thirdPartyModules[external.identity]?[product] ?? [TargetModel.moduleName(for: product)]
    }

    /// The package a `.product(package:)` or a by-name dependency refers to.
    private func packageDependency(named dependency: Manifest.TargetDependency, in package: PackageModel) -> Manifest.PackageDependency? {
        guard dependency.kind != .target, let manifest = package.manifest else { return nil }
        if dependency.kind == .byName, package.target(named: dependency.name) != nil { return nil }
        let reference = (dependency.package ?? dependency.name)
        return manifest.dependencies.first { $0.identity == reference.lowercased() || $0.name == reference }
    }

    private func resolve(_ dependency: Manifest.TargetDependency, in package: PackageModel) -> ResolvedDependency {
        if dependency.kind != .product, let local = package.target(named: dependency.name) {
            return ResolvedDependency(declared: dependency, resolution: .local(local))
        }
        guard let declared = packageDependency(named: dependency, in: package) else {
            return ResolvedDependency(declared: dependency, resolution: .unresolved)
        }
        if let path = declared.path, let other = self.package(atAbsolutePath: path) {
            guard let product = other.manifest?.products.first(where: { $0.name == dependency.name }) else {
                return ResolvedDependency(declared: dependency, resolution: .unresolved)
            }
            let targets = product.targets.compactMap(other.target(named:))
            return ResolvedDependency(declared: dependency, resolution: .firstParty(other, product: product.name, modules: targets))
        }
        return ResolvedDependency(declared: dependency, resolution: .thirdParty(
            declared, product: dependency.name, modules: modules(ofProduct: dependency.name, in: declared)))
    }
}

private final class ScanResults: Sendable {
    private let results: Mutex<[ScannedSource?]>

    init(count: Int) {
        results = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ source: ScannedSource, at index: Int) {
        results.withLock { $0[index] = source }
    }

    func all() -> [ScannedSource] {
        results.withLock { $0.map { $0 ?? ScannedSource(imports: [], types: [], strings: []) } }
    }
}

/// Checks 1, 3, 4, 5 and 7 on manifests, and 2, 3, 4, 5 and 8 (imports) on sources: every
/// declared dependency and every import is judged by `Policy`; an import that is allowed must
/// also be declared by the target's manifest; a declared dependency nothing imports is a warning.
struct DependencyCheck {
    let workspace: Workspace
    private var policy: Policy { Policy(workspace: workspace) }
    private var rules: Rules { workspace.rules }

    func run() -> [Finding] {
        var findings: [Finding] = []
        for package in workspace.packages where package.entry != nil {
            var targetsUsePackage: Set<String> = []
            for target in package.targets {
                let manifest = manifestFindings(target)
                findings += manifest.findings
                let imports = importFindings(target)
                findings += imports.findings
                findings += unusedFindings(target, imported: imports.modules, violated: manifest.violated)
                for dependency in target.dependencies {
                    switch dependency.resolution {
                    case .firstParty(let other, _, _): targetsUsePackage.insert(other.absolutePath)
                    case .thirdParty(let external, _, _): targetsUsePackage.insert(external.identity)
                    case .local:
                        break
                    case .unresolved:
                        targetsUsePackage.insert((dependency.declared.package ?? dependency.declared.name).lowercased())
                    }
                }
            }
            findings += packageLevelFindings(package, targetsUse: targetsUsePackage)
        }
        return findings
    }

    // MARK: - Manifest target dependencies

    private func manifestFindings(_ target: TargetModel) -> (findings: [Finding], violated: Set<Int>) {
        var findings: [Finding] = []
        var violated: Set<Int> = []
        for (index, dependency) in target.dependencies.enumerated() {
            let violation: Policy.Violation?
            switch dependency.resolution {
            case .unresolved:
                violation = nil
            case .local(let other):
                violation = policy.judge(target, using: .firstParty(other), module: other.moduleName, .dependsOnTarget(other.name))
            case .firstParty(let other, let product, let modules):
                violation = modules.lazy.compactMap {
                    policy.judge(target, using: .firstParty($0), module: $0.moduleName, .dependsOnProduct(product, of: other.relativePath))
                }.first
            case .thirdParty(_, _, let modules) where AppBudgetCheck(workspace: workspace).grantsContainer(modules, to: target):
                violation = nil
            case .thirdParty(let external, let product, let modules):
                violation = policy.judge(target, using: .thirdParty(external), module: modules.first ?? product,
                                         .dependsOnProduct(product, of: external.displayName))
            }
            guard let violation else { continue }
            violated.insert(index)
            findings.append(Finding(rule: violation.rule, file: target.package.manifestPath,
                                    at: target.package.locator.dependency(dependency.declared, ofTarget: target.name),
                                    message: violation.message, fix: violation.fix))
        }
        return (findings, violated)
    }

    // MARK: - Imports

    private func importFindings(_ target: TargetModel) -> (findings: [Finding], modules: Set<String>) {
        var findings: [Finding] = []
        var imported: Set<String> = []
        let declared = Set(target.dependencies.flatMap(\.moduleNames) + [target.moduleName])
        let budget = AppBudgetCheck(workspace: workspace)
        for file in target.files {
            for declaration in file.scanned.imports {
                imported.insert(declaration.module)
                if declaration.module == target.moduleName { continue }
                let origin = workspace.origin(ofModule: declaration.module)
                if case .unknown = origin, workspace.anyManifestFailed { continue }
                let position = SourcePosition(line: declaration.line, column: declaration.column)
                // The App budget speaks first: it names the container, the real fix for App files.
                let granted = budget.grantsContainer(declaration.module, in: file, of: target)
                if let violation = budget.judgeImport(declaration.module, origin: origin, in: file, of: target)
                    ?? (granted ? nil : policy.judge(target, using: origin, module: declaration.module, .imports(declaration.module)))
                    ?? undeclared(declaration.module, origin: origin, by: target, declared: declared) {
                    findings.append(Finding(rule: violation.rule, file: file.path, at: position,
                                            message: violation.message, fix: violation.fix))
                }
            }
            findings += budget.conformanceFindings(in: file, of: target)
        }
        return (findings, imported)
    }

    /// The compiler catches an undeclared import only sometimes (build order) and a transitive
    /// one never; here both are errors.
    private func undeclared(_ module: String, origin: Workspace.ModuleOrigin, by target: TargetModel,
                            declared: Set<String>) -> Policy.Violation? {
        guard !declared.contains(module) else { return nil }
        let package = target.package
        let addition: String
        switch origin {
        case .toolchain, .unknown:
            return nil
        case .firstParty(let used) where used.package === package:
            addition = "add \"\(used.name)\" to the dependencies of \(target.label) in \(package.manifestPath)"
        case .firstParty(let used):
            guard let product = used.package.manifest?.products.first(where: { $0.targets.contains(used.name) && !$0.isExecutable }) else {
                return Policy.Violation(rule: RuleID.undeclaredImport,
                                        message: "\(target.moduleName) imports \(module), which \(used.package.relativePath) does not offer as a product",
                                        fix: "add a library product for \(used.name) to \(used.package.manifestPath), then depend on it")
            }
            var text = "add .product(name: \"\(product.name)\", package: \"\(used.package.folderName)\") to the dependencies of \(target.label) in \(package.manifestPath)"
            let hasPackage = (package.manifest?.dependencies ?? []).contains { declared in
                declared.path.flatMap(workspace.package(atAbsolutePath:)) === used.package
            }
            if !hasPackage {
                text += ", and .package(path: \"\(relativePath(from: package.relativePath, to: used.package.relativePath))\") to its package dependencies"
            }
            addition = text
        case .thirdParty(let external):
            addition = "add .product(name: \"\(module)\", package: \"\(external.displayName)\") to the dependencies of \(target.label) in \(package.manifestPath)"
        }
        return Policy.Violation(rule: RuleID.undeclaredImport,
                                message: "\(target.moduleName) imports \(module), which \(target.label) does not declare (it builds only by build-order luck or through another dependency)",
                                fix: addition)
    }

    // MARK: - Unused

    private func unusedFindings(_ target: TargetModel, imported: Set<String>, violated: Set<Int>) -> [Finding] {
        guard !target.files.isEmpty, target.declaration.type != "plugin" else { return [] }
        var findings: [Finding] = []
        for (index, dependency) in target.dependencies.enumerated() where !violated.contains(index) && !dependency.isBuildOnly {
            let modules = dependency.moduleNames
            guard !modules.isEmpty, !modules.contains(where: imported.contains) else { continue }
            findings.append(Finding(
                rule: RuleID.unusedDependency, severity: .warning, file: target.package.manifestPath,
                at: target.package.locator.dependency(dependency.declared, ofTarget: target.name),
                message: "\(target.label) declares \(dependency.declared.name), but none of its files imports \(modules.joined(separator: " or "))",
                fix: "remove the dependency, or import it where it is used"))
        }
        return findings
    }

    // MARK: - Package-level dependencies

    /// A package dependency that some target uses is judged through that target; one that no
    /// target uses is judged here, and is at least unused.
    private func packageLevelFindings(_ package: PackageModel, targetsUse: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        for dependency in package.manifest?.dependencies ?? [] {
            let other = dependency.path.flatMap(workspace.package(atAbsolutePath:))
            let references = [other?.absolutePath, dependency.identity, dependency.name?.lowercased()].compactMap { $0 }
            if references.contains(where: targetsUse.contains) { continue }
            let position = package.locator.packageDependency(dependency)
            let violation = other.map { policy.judgePackage(package, dependsOn: $0) }
                ?? policy.judgePackage(package, dependsOnThirdParty: dependency)
            if let violation {
                findings.append(Finding(rule: violation.rule, file: package.manifestPath, at: position,
                                        message: violation.message, fix: violation.fix))
            } else {
                findings.append(Finding(
                    rule: RuleID.unusedDependency, severity: .warning, file: package.manifestPath, at: position,
                    message: "\(package.title) declares package \(dependency.displayName), but none of its targets depends on it",
                    fix: "remove the package dependency"))
            }
        }
        return findings
    }
}

/// `Packages/Auth` to `Packages/Domain` is `../Domain`; the root is `.`.
func relativePath(from source: String, to destination: String) -> String {
    let from = source == "." ? [] : source.split(separator: "/").map(String.init)
    let to = destination == "." ? [] : destination.split(separator: "/").map(String.init)
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
}

/// Decides whether one target may use one module or package, and if not, which rule it breaks
/// and how to say so. Shared by the manifest checks and the import checks, so a dependency and
/// an import of the same thing are judged alike.
struct Policy {
    struct Violation {
        var rule: String
        var message: String
        var fix: String
    }

    /// What the target does, for the start of a message.
    enum Use {
        case imports(String)
        case dependsOnProduct(String, of: String)
        case dependsOnTarget(String)

        var isImport: Bool {
            if case .imports = self { return true }
            return false
        }
    }

    let workspace: Workspace
    var rules: Rules { workspace.rules }

    func judge(_ target: TargetModel, using origin: Workspace.ModuleOrigin, module: String, _ use: Use) -> Violation? {
        guard let group = workspace.group(of: target) else { return nil }
        let subject = subject(target, use)
        switch origin {
        case .firstParty(let used):
            return judgeFirstParty(target, group, used, subject, use)
        case .thirdParty(let package):
            return judgeThirdParty(target, group, package: package, module: module, subject, use)
        case .toolchain:
            return judgeToolchain(target, group, module: module, subject, use)
        case .unknown:
            if let allowed = group.toolchain {
                return toolchainViolation(group, allowed: allowed, module: module, subject, use)
            }
            let where_ = target.package.manifestPath
            return Violation(rule: RuleID.unknownModule,
                             message: "\(subject): \(module) is not a module of this repository, a product of a package it declares, or a listed toolchain module",
                             fix: "declare the package product that provides \(module) in \(where_), or add \(module) to \"toolchainModules\" in \(rules.path)")
        }
    }

    /// A package-level dependency that no target uses: judged as if the package's main targets used it.
    func judgePackage(_ package: PackageModel, dependsOn other: PackageModel) -> Violation? {
        guard let entry = package.entry, let otherEntry = other.entry,
              let group = rules.group(named: entry.group), let otherGroup = rules.group(named: otherEntry.group) else { return nil }
        let groups = [entry.group, entry.testGroup].compactMap { $0 }.compactMap(rules.group(named:))
        if groups.contains(where: { $0.mayUseAnyGroup || $0.mayUse.contains(otherGroup.name) }) { return nil }
        let subject = "\(package.title) (\(group.name)) depends on package \(other.relativePath) (\(otherGroup.name))"
        return groupViolation(from: group, to: otherGroup, subject: subject, usedName: other.name, isTest: false, isImport: false)
    }

    func judgePackage(_ package: PackageModel, dependsOnThirdParty dependency: Manifest.PackageDependency) -> Violation? {
        guard let entry = package.entry, let group = rules.group(named: entry.group) else { return nil }
        let groups = [entry.group, entry.testGroup].compactMap { $0 }.compactMap(rules.group(named:))
        if entry.thirdParty.contains(dependency.identity)
            || groups.contains(where: { $0.anyThirdParty || $0.thirdParty.contains(dependency.identity) }) { return nil }
        let subject = "\(package.title) (\(group.name)) depends on package \(dependency.displayName)"
        if let allowed = group.toolchain {
            return toolchainViolation(group, allowed: allowed, module: dependency.displayName, subject, .imports(dependency.displayName))
        }
        return thirdPartyViolation(package, dependency, subject: subject, isImport: false)
    }

    private func subject(_ target: TargetModel, _ use: Use) -> String {
        switch use {
        case .imports(let module): "\(target.moduleName) imports \(module)"
        case .dependsOnProduct(let product, let package): "\(target.label) depends on \(product) from \(package)"
        case .dependsOnTarget(let name): "\(target.label) depends on target \(name)"
        }
    }

    private func judgeFirstParty(_ target: TargetModel, _ group: Rules.Group, _ used: TargetModel, _ subject: String, _ use: Use) -> Violation? {
        // Within a package, targets of one group use each other freely (tests and their support
        // included); a target the rules move to a group of its own (`targets`) is judged as
        // another package would be: the root's two faces never use each other.
        if used.package === target.package {
            guard !target.isTest, !target.isTestSupport, !used.isTestSupport,
                  let usedGroup = workspace.group(of: used), usedGroup.name != group.name else { return nil }
        }
        if used.isTestSupport {
            if target.isTest || target.isTestSupport { return nil }
            return Violation(rule: RuleID.testSupport,
                             message: "\(subject): \(used.moduleName) is test support, which only test targets may use",
                             fix: use.isImport ? "move this code into a test target" : "move the dependency to a test target of \(target.package.title)")
        }
        guard let usedGroup = workspace.group(of: used) else { return nil }
        if group.mayUseAnyGroup || group.mayUse.contains(usedGroup.name) { return nil }
        return groupViolation(from: group, to: usedGroup, subject: "\(subject) (\(group.name) -> \(usedGroup.name))",
                              usedName: used.package === target.package ? used.moduleName : used.package.name, isTest: target.isTest, isImport: use.isImport)
    }

    private func groupViolation(from group: Rules.Group, to used: Rules.Group, subject: String, usedName: String,
                                isTest: Bool, isImport: Bool) -> Violation {
        let action = isImport ? "remove the import" : "remove the dependency"
        let mayUse = group.mayUse.isEmpty ? "\(group.name) may use no other group" : "\(group.name) may use only \(group.mayUse.sorted().joined(separator: ", "))"
        if group.role == .feature, used.role == .feature {
            return Violation(rule: RuleID.featureIsolation,
                             message: "\(subject): features never depend on each other\(isTest ? ", not even in tests" : "")",
                             fix: "\(action); share data through a protocol in \(group.mayUse.sorted().joined(separator: " or "))")
        }
        if used.role == .adapter {
            let users = rules.groups.filter { $0.mayUseAnyGroup || $0.mayUse.contains(used.name) }.map(\.name)
            return Violation(rule: RuleID.adapterDirection,
                             message: "\(subject): \(usedName) is an adapter, and only \(users.joined(separator: " and ")) may depend on adapters",
                             fix: "\(action); depend on the protocol \(usedName) implements and let the container inject it")
        }
        if group.role == .adapter, used.role == .feature {
            return Violation(rule: RuleID.adapterDirection,
                             message: "\(subject): adapters never depend on features",
                             fix: "\(action); \(mayUse)")
        }
        return Violation(rule: RuleID.layer, message: "\(subject): \(group.name) may not use \(used.name)",
                         fix: "\(action); \(mayUse)")
    }

    private func judgeThirdParty(_ target: TargetModel, _ group: Rules.Group, package: Manifest.PackageDependency, module: String,
                                 _ subject: String, _ use: Use) -> Violation? {
        let entry = target.package.entry
        if group.anyThirdParty || group.thirdParty.contains(package.identity) || (entry?.thirdParty.contains(package.identity) ?? false) {
            return nil
        }
        if let allowed = group.toolchain {
            return toolchainViolation(group, allowed: allowed, module: module, subject, use)
        }
        return thirdPartyViolation(target.package, package, subject: subject, isImport: use.isImport)
    }

    private func thirdPartyViolation(_ package: PackageModel, _ dependency: Manifest.PackageDependency, subject: String,
                                     isImport: Bool) -> Violation {
        Violation(rule: RuleID.thirdParty,
                  message: "\(subject): \(dependency.displayName) is a third-party package that \(package.title) may not use",
                  fix: "\(isImport ? "remove the import" : "remove the dependency"), or if \(package.title) is its adapter, add \"\(dependency.displayName)\" to the \"thirdParty\" list of \"\(package.relativePath)\" in \(rules.path)")
    }

    private func judgeToolchain(_ target: TargetModel, _ group: Rules.Group, module: String, _ subject: String, _ use: Use) -> Violation? {
        let mayUseTestFrameworks = target.isTest || target.isTestSupport
        if rules.testFrameworks.contains(module) {
            if mayUseTestFrameworks { return nil }
            return Violation(rule: RuleID.testSupport,
                             message: "\(subject): \(module) is a test framework, which only test targets and test support may import",
                             fix: "move this code into a test target, or list \(target.moduleName) under \"testTargets.support\" in \(rules.path)")
        }
        if let allowed = group.toolchain, !allowed.contains(module) {
            return toolchainViolation(group, allowed: allowed, module: module, subject, use)
        }
        return nil
    }

    private func toolchainViolation(_ group: Rules.Group, allowed: Set<String>, module: String, _ subject: String, _ use: Use) -> Violation {
        Violation(rule: RuleID.toolchainAllowList,
                  message: "\(subject): \(group.name) may import only the toolchain modules \(allowed.sorted().joined(separator: ", "))",
                  fix: "\(use.isImport ? "remove the import" : "remove the dependency"), or add \(module) to \"toolchain\" of group \"\(group.name)\" in \(rules.path)")
    }
}

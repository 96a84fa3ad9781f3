/// Check 8, App stays thin. Two precise tests instead of a vague size budget:
/// - outside the container folders, App files may not import modules of the container-only
///   groups (the adapters) nor the container-only modules (GRDB and other storage libraries):
///   commands receive Domain protocols from the container;
/// - no type or extension in App may list a repository protocol in its inheritance clause:
///   repositories are implemented in adapter packages. A repository protocol is a protocol
///   declared in the configured module (Domain) whose name ends with the suffix (or is listed),
///   or one that inherits from such a protocol there.
struct AppBudgetCheck {
    let workspace: Workspace
    private var budget: Rules.AppBudget? { workspace.rules.appBudget }

    private func applies(to target: TargetModel) -> Bool {
        guard let budget, !target.isTest, let group = target.groupName else { return false }
        return budget.groups.contains(group)
    }

    func judgeImport(_ module: String, origin: Workspace.ModuleOrigin, in file: SourceFile, of target: TargetModel) -> Policy.Violation? {
        guard let budget, applies(to: target), !budget.containerPaths.contains(where: file.path.hasPrefix) else { return nil }
        var containerOnly = budget.containerOnlyModules.contains(module)
        if case .firstParty(let used) = origin, let group = used.groupName, budget.containerOnlyGroups.contains(group) {
            containerOnly = true
        }
        guard containerOnly else { return nil }
        let places = budget.containerPaths.isEmpty ? "no App file" : "only files under \(budget.containerPaths.joined(separator: " and "))"
        return Policy.Violation(rule: RuleID.thinApp,
                                message: "\(target.moduleName) imports \(module) outside the container: App stays thin, and \(places) may import adapters and storage modules",
                                fix: "remove the import and take the Domain protocol from the container")
    }

    /// Container files may import the container-only modules even when the group's
    /// third-party list does not name their package: the budget grants them there.
    func grantsContainer(_ module: String, in file: SourceFile, of target: TargetModel) -> Bool {
        guard let budget, applies(to: target) else { return false }
        return budget.containerOnlyModules.contains(module) && budget.containerPaths.contains(where: file.path.hasPrefix)
    }

    /// The target may declare a container-only library: its container files need it.
    func grantsContainer(_ modules: [String], to target: TargetModel) -> Bool {
        guard let budget, applies(to: target), !modules.isEmpty else { return false }
        return modules.allSatisfy(budget.containerOnlyModules.contains)
    }

    func conformanceFindings(in file: SourceFile, of target: TargetModel) -> [Finding] {
        guard applies(to: target) else { return [] }
        let protocols = repositoryProtocols
        var findings: [Finding] = []
        for type in file.scanned.types where type.kind != "protocol" {
            for inherited in type.inherited where protocols.contains(inherited.name) || matchesByName(inherited.name) {
                findings.append(Finding(
                    rule: RuleID.thinApp, file: file.path, line: inherited.line, column: inherited.column,
                    message: "\(type.kind) \(type.name) conforms to \(inherited.name), a repository protocol: App stays thin and implements no repository",
                    fix: "implement \(inherited.name) in an adapter package and wire it in the container"))
            }
        }
        return findings
    }

    /// Without a declaring module, a protocol is recognised by its name alone.
    private func matchesByName(_ name: String) -> Bool {
        guard let budget, budget.repositoryModule == nil else { return false }
        return budget.repositoryNames.contains(name) || budget.repositorySuffix.map(name.hasSuffix) == true
    }

    private var repositoryProtocols: Set<String> {
        guard let budget else { return [] }
        guard let moduleName = budget.repositoryModule, let module = workspace.modules[moduleName] else {
            return budget.repositoryNames
        }
        let declared = module.files.flatMap(\.scanned.types).filter { $0.kind == "protocol" }
        var result = budget.repositoryNames
        for type in declared where budget.repositorySuffix.map(type.name.hasSuffix) == true {
            result.insert(type.name)
        }
        var grew = true
        while grew {
            grew = false
            for type in declared where !result.contains(type.name) && type.inherited.contains(where: { result.contains($0.name) }) {
                result.insert(type.name)
                grew = true
            }
        }
        return result
    }
}

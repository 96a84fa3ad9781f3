import Foundation

/// Manifests that do not load, packages without a rules entry, and rules entries without a package.
enum CoverageCheck {
    static func run(_ workspace: Workspace) -> [Finding] {
        var findings: [Finding] = []
        let rules = workspace.rules
        for package in workspace.packages {
            if let error = package.loadError {
                findings.append(Finding(
                    rule: RuleID.manifestError, file: package.manifestPath, line: error.line, column: error.column,
                    message: "swift package dump-package failed: \(error.message)",
                    fix: "fix the manifest; `swift package dump-package --package-path \(package.relativePath)` shows the whole error"))
            }
            if package.entry == nil {
                let groups = rules.groups.map(\.name).joined(separator: ", ")
                findings.append(Finding(
                    rule: RuleID.unassignedPackage, file: package.manifestPath, at: .start,
                    message: "package \(package.relativePath) (\(package.name)) has no entry in \(rules.path), so its layer is unknown and none of its dependencies are checked",
                    fix: "add \"\(package.relativePath)\": \"<group>\" under \"packages\" in \(rules.path); groups: \(groups)"))
            }
        }
        let found = Set(workspace.packages.map(\.relativePath))
        for entry in rules.packages where !found.contains(entry.path) {
            findings.append(Finding(
                rule: RuleID.staleRule, severity: .warning, file: rules.path, line: entry.line, column: entry.column,
                message: "\(rules.path) assigns \(entry.path) to \(entry.group), but there is no Package.swift there",
                fix: "remove the entry, or correct its path"))
        }
        return findings
    }
}

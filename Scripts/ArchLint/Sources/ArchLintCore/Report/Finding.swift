/// One problem, located like a compiler diagnostic.
public struct Finding: Sendable, Hashable, Comparable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// A stable id such as `feature-isolation` (see the README of Scripts/ArchLint for the list).
    public var rule: String
    public var severity: Severity
    /// Relative to the repository root.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// How to fix it, in a few words.
    public var fix: String

    public init(rule: String, severity: Severity = .error, file: String, line: Int, column: Int, message: String, fix: String) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    init(rule: String, severity: Severity = .error, file: String, at position: SourcePosition, message: String, fix: String) {
        self.init(rule: rule, severity: severity, file: file, line: position.line, column: position.column,
                  message: message, fix: fix)
    }

    public static func < (left: Finding, right: Finding) -> Bool {
        (left.file, left.line, left.column, left.rule, left.message) < (right.file, right.line, right.column, right.rule, right.message)
    }
}

/// The rule ids, in one place so messages and docs agree.
public enum RuleID {
    public static let layer = "layer"
    public static let featureIsolation = "feature-isolation"
    public static let toolchainAllowList = "toolchain-allowlist"
    public static let adapterDirection = "adapter-direction"
    public static let packageCycle = "package-cycle"
    public static let unusedDependency = "unused-dependency"
    public static let thinApp = "thin-app"
    public static let undeclaredImport = "undeclared-import"
    public static let testSupport = "test-support"
    public static let thirdParty = "third-party"
    public static let unknownModule = "unknown-module"
    public static let unassignedPackage = "unassigned-package"
    public static let manifestError = "manifest-error"
    public static let readmeGraph = "readme-graph"
    public static let faceNeutralText = "face-neutral-text"
    public static let markupText = "markup-in-text"
    public static let staleRule = "stale-rule"
}

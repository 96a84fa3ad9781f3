/// The architecture contract, read from `.archlint.json` at the repository root.
public struct Rules: Sendable {
    public enum Role: String, Sendable {
        /// Members never depend on each other (reported as `feature-isolation`).
        case feature
        /// Only groups that list this one may depend on it; adapters never depend on features
        /// (both reported as `adapter-direction`).
        case adapter
    }

    public struct Group: Sendable {
        public var name: String
        /// Groups whose packages this group's packages may depend on and import. A group may
        /// use packages of its own group only if it lists itself. `*` means any group.
        public var mayUse: Set<String>
        public var mayUseAnyGroup: Bool
        public var role: Role?
        /// When set, the only toolchain modules the group may import (test targets may add the
        /// test frameworks). When nil, any module listed in `toolchainModules` is fine.
        public var toolchain: Set<String>?
        /// Third-party package identities (lowercased) that every package of the group may use; `*` means any.
        public var thirdParty: Set<String>
        public var anyThirdParty: Bool
    }

    public struct PackageEntry: Sendable {
        /// Relative to the repository root, `.` for the root package.
        public var path: String
        public var group: String
        /// Group of the package's test targets; nil means the package's group, plus test support.
        public var testGroup: String?
        /// Third-party package identities (lowercased) this package may use, on top of its group's.
        public var thirdParty: Set<String>
        /// Target name -> group, for targets that do not belong to the package's group.
        public var targets: [String: String]
        /// Where the entry is written, for messages about it.
        public var line: Int
        public var column: Int
    }

    public struct AppBudget: Sendable {
        /// Groups whose non-test targets are held to the budget.
        public var groups: Set<String>
        /// Path prefixes (relative to the root) of the files allowed to import the modules below.
        public var containerPaths: [String]
        /// Modules of these groups may be imported only by container files.
        public var containerOnlyGroups: Set<String>
        /// Modules (third-party or not) that only container files may import.
        public var containerOnlyModules: Set<String>
        /// The module whose protocols count as repository protocols; nil means a protocol is
        /// recognised by name alone.
        public var repositoryModule: String?
        public var repositorySuffix: String?
        public var repositoryNames: Set<String>
    }

    /// Texts of the core that a face words its own way: no string literal in these groups'
    /// non-test targets may name a flag (`--rate`) or a command of the program.
    public struct FaceNeutralText: Sendable {
        public var groups: Set<String>
        /// The program's name (`rushday`): `'rushday ...'` or `` `rushday ...` `` is a command line.
        public var program: String
        /// Its command groups (`events`): `rushday events ...` is a command line too, quoted or not.
        public var commands: Set<String>
    }

    /// The modules that render pages (DesignTokens): the only ones whose texts may write tags.
    public struct MarkupText: Sendable {
        public var renderers: Set<String>
    }

    public struct ReadmeGraph: Sendable {
        public var file: String
        public var format: GraphFormat
    }

    public var path: String
    public var exclude: [String]
    /// In the order the rules file lists them.
    public var groups: [Group]
    public var packages: [PackageEntry]
    public var testSupportModules: Set<String>
    public var testFrameworks: Set<String>
    public var toolchainModules: Set<String>
    /// Third-party package identity (lowercased) -> product -> modules, for products whose
    /// modules are not named like the product.
    public var thirdPartyModules: [String: [String: [String]]]
    public var appBudget: AppBudget?
    public var faceNeutralText: FaceNeutralText?
    public var markupText: MarkupText?
    public var readmeGraph: ReadmeGraph?

    public func group(named name: String) -> Group? {
        groups.first { $0.name == name }
    }

    public func entry(forPackageAt path: String) -> PackageEntry? {
        packages.first { $0.path == path }
    }
}

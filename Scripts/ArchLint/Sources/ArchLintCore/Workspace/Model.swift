/// A package found in the repository, with its manifest and rules entry.
final class PackageModel {
    let relativePath: String
    let absolutePath: String
    let manifest: Manifest?
    let loadError: ManifestFailure?
    let entry: Rules.PackageEntry?
    var targets: [TargetModel] = []
    private var cachedLocator: ManifestLocator?

    init(relativePath: String, absolutePath: String, outcome: ManifestLoader.Outcome,
         entry: Rules.PackageEntry?) {
        self.relativePath = relativePath
        self.absolutePath = absolutePath
        self.entry = entry
        switch outcome {
        case .loaded(let manifest):
            self.manifest = manifest
            loadError = nil
        case .failed(let failure):
            manifest = nil
            loadError = failure
        }
    }

    var name: String { manifest?.name ?? folderName }

    var folderName: String {
        relativePath == "." ? (absolutePath.split(separator: "/").last.map(String.init) ?? ".") : String(relativePath.split(separator: "/").last!)
    }

    /// How messages name the package: its folder, or "the root package".
    var title: String { relativePath == "." ? "the root package" : relativePath }

    var manifestPath: String { relativePath == "." ? "Package.swift" : relativePath + "/Package.swift" }

    /// Finds where things are written in Package.swift; read only when a finding needs a line.
    var locator: ManifestLocator {
        if let cachedLocator { return cachedLocator }
        let locator = ManifestLocator(path: absolutePath + "/Package.swift")
        cachedLocator = locator
        return locator
    }

    func target(named name: String) -> TargetModel? {
        targets.first { $0.name == name }
    }
}

/// A target and the Swift files it owns.
final class TargetModel {
    unowned let package: PackageModel
    let declaration: Manifest.Target
    let moduleName: String
    /// Relative to the repository root, ending in `/`; nil for targets without sources.
    let directory: String?
    let groupName: String?
    let isTest: Bool
    /// Named in `testTargets.support`: may use test frameworks, and only tests may use it.
    let isTestSupport: Bool
    var files: [SourceFile] = []
    var dependencies: [ResolvedDependency] = []

    init(package: PackageModel, declaration: Manifest.Target, directory: String?, groupName: String?, isTestSupport: Bool) {
        self.package = package
        self.declaration = declaration
        moduleName = Self.moduleName(for: declaration.name)
        self.directory = directory
        self.groupName = groupName
        isTest = declaration.isTest
        self.isTestSupport = isTestSupport
    }

    var name: String { declaration.name }

    /// "test target AuthTests" or "target Auth", for messages.
    var label: String { (isTest ? "test target " : "target ") + name }

    /// SwiftPM's c99 name: characters that cannot appear in an identifier become `_`.
    static func moduleName(for targetName: String) -> String {
        var name = String(targetName.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }
}

struct SourceFile {
    /// Relative to the repository root.
    let path: String
    let scanned: ScannedSource
}

/// A target dependency from a manifest, resolved to what it names.
struct ResolvedDependency {
    enum Resolution {
        /// Another target of the same package.
        case local(TargetModel)
        /// A product of another package in this repository.
        case firstParty(PackageModel, product: String, modules: [TargetModel])
        /// A product of a package from outside the repository.
        case thirdParty(Manifest.PackageDependency, product: String, modules: [String])
        /// A product of a package in the repository whose manifest did not load, or a name
        /// nothing provides (SwiftPM reports that itself).
        case unresolved
    }

    let declared: Manifest.TargetDependency
    let resolution: Resolution

    /// The module names the dependency makes importable.
    var moduleNames: [String] {
        switch resolution {
        case .local(let target): [target.moduleName]
        case .firstParty(_, _, let modules): modules.map(\.moduleName)
        case .thirdParty(_, _, let modules): modules
        case .unresolved: []
        }
    }

    /// Executables are depended on to be built (end-to-end tests run the binary) and macro
    /// implementations to be expanded: neither is imported, so neither can be "unused".
    var isBuildOnly: Bool {
        switch resolution {
        case .local(let target): ["executable", "macro"].contains(target.declaration.type)
        case .firstParty(let package, let product, _):
            package.manifest?.products.first { $0.name == product }?.isExecutable ?? false
        case .thirdParty, .unresolved: false
        }
    }
}

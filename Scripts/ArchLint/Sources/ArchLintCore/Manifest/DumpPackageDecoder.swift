/// Decodes the JSON printed by `swift package dump-package` into `Manifest`. Reads only the
/// fields the lint needs and tolerates everything else, so a newer toolchain's extra fields
/// do not break it.
enum DumpPackageDecoder {
    struct DecodingError: Error, Sendable {
        var message: String
    }

    static func decode(_ bytes: [UInt8]) throws(DecodingError) -> Manifest {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DecodingError(message: "dump-package printed invalid JSON (\(error.message))")
        }
        guard let name = root["name"]?.string else {
            throw DecodingError(message: "dump-package output has no package name")
        }
        return Manifest(
            name: name,
            dependencies: (root["dependencies"]?.array ?? []).compactMap(packageDependency),
            products: (root["products"]?.array ?? []).compactMap(product),
            targets: (root["targets"]?.array ?? []).compactMap(target)
        )
    }

    /// `{"fileSystem": [{...}]}`, `{"sourceControl": [{...}]}` or `{"registry": [{...}]}`.
    private static func packageDependency(_ node: JSONNode) -> Manifest.PackageDependency? {
        guard let member = node.members?.first, let kind = Manifest.PackageDependency.Kind(rawValue: member.key),
              let body = member.node.array?.first, let identity = body["identity"]?.string else { return nil }
        var dependency = Manifest.PackageDependency(kind: kind, identity: identity.lowercased())
        dependency.name = body["nameForTargetDependencyResolutionOnly"]?.string
        switch kind {
        case .fileSystem:
            dependency.path = body["path"]?.string
        case .sourceControl:
            let location = body["location"]
            dependency.url = location?["remote"]?.array?.first.flatMap { $0["urlString"]?.string ?? $0.string }
            dependency.path = location?["local"]?.array?.first?.string
        case .registry:
            break
        }
        return dependency
    }

    private static func product(_ node: JSONNode) -> Manifest.Product? {
        guard let name = node["name"]?.string else { return nil }
        let type = node["type"]?.members?.first?.key
        return Manifest.Product(name: name, targets: (node["targets"]?.array ?? []).compactMap(\.string),
                                isExecutable: type == "executable")
    }

    private static func target(_ node: JSONNode) -> Manifest.Target? {
        guard let name = node["name"]?.string else { return nil }
        return Manifest.Target(
            type: node["type"]?.string ?? "regular",
            name: name,
            path: node["path"]?.string,
            sources: node["sources"]?.array?.compactMap(\.string),
            exclude: (node["exclude"]?.array ?? []).compactMap(\.string),
            dependencies: (node["dependencies"]?.array ?? []).compactMap(targetDependency)
        )
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}`,
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private static func targetDependency(_ node: JSONNode) -> Manifest.TargetDependency? {
        guard let member = node.members?.first, let kind = Manifest.TargetDependency.Kind(rawValue: member.key),
              let values = member.node.array, let name = values.first?.string else { return nil }
        let package = kind == .product && values.count > 1 ? values[1].string : nil
        return Manifest.TargetDependency(kind: kind, name: name, package: package)
    }
}

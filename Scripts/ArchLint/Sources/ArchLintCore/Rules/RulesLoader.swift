public import Foundation

/// Reads and validates `.archlint.json`. Every mistake is reported with its line and column,
/// and an unknown key gets a "did you mean" so a typo cannot silently switch a rule off.
public enum RulesLoader {
    public static let defaultFileName = ".archlint.json"

    /// `displayPath` is how messages name the file (relative to the root when possible).
    public static func load(contentsOf url: URL, displayPath: String) throws(RulesError) -> Rules {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RulesError(file: displayPath, line: 1, column: 1,
                             message: "cannot read the rules file (create \(defaultFileName) at the repository root, or pass --rules FILE)")
        }
        return try parse(Array(data), displayPath: displayPath)
    }

    public static func parse(_ bytes: [UInt8], displayPath: String) throws(RulesError) -> Rules {
        let lines = LineIndex(bytes)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let position = lines.position(of: error.offset)
            throw RulesError(file: displayPath, line: position.line, column: position.column,
                             message: "malformed JSON: \(error.message)")
        }
        var reader = Reader(lines: lines, file: displayPath)
        return try reader.rules(from: root)
    }
}

/// Walks the parsed document; each method checks one section.
private struct Reader {
    let lines: LineIndex
    let file: String

    mutating func rules(from root: JSONNode) throws(RulesError) -> Rules {
        let members = try object(root, "the rules file")
        try checkKeys(members, allowed: ["version", "exclude", "groups", "packages", "testTargets", "toolchainModules",
                                         "thirdPartyModules", "appBudget", "faceNeutralText", "markupText", "readmeGraph"], in: "the top level")
        guard let version = root["version"] else {
            throw error(at: root, "missing \"version\": 1 at the top level")
        }
        guard version.number == 1 else {
            throw error(at: version, "unsupported version (this archlint reads version 1)")
        }
        let groups = try readGroups(root["groups"], root: root)
        let groupNames = Set(groups.map(\.name))
        let packages = try readPackages(root["packages"], groups: groupNames, root: root)
        var testSupport: Set<String> = []
        var testFrameworks: Set<String> = ["Testing", "XCTest"]
        if let testTargets = root["testTargets"] {
            let members = try object(testTargets, "\"testTargets\"")
            try checkKeys(members, allowed: ["support", "frameworks"], in: "\"testTargets\"")
            testSupport = Set(try strings(testTargets["support"], "\"testTargets.support\"") ?? [])
            testFrameworks = Set(try strings(testTargets["frameworks"], "\"testTargets.frameworks\"") ?? Array(testFrameworks))
        }
        guard let toolchainNode = root["toolchainModules"] else {
            throw error(at: root, "missing \"toolchainModules\": the modules that come with the Swift toolchain (Foundation, Dispatch, ...)")
        }
        let toolchain = Set(try strings(toolchainNode, "\"toolchainModules\"") ?? [])
        return Rules(
            path: file,
            exclude: (try strings(root["exclude"], "\"exclude\"") ?? []).map(normalizedPath),
            groups: groups,
            packages: packages,
            testSupportModules: testSupport,
            testFrameworks: testFrameworks,
            toolchainModules: toolchain,
            thirdPartyModules: try readThirdPartyModules(root["thirdPartyModules"]),
            appBudget: try readAppBudget(root["appBudget"], groups: groupNames),
            faceNeutralText: try readFaceNeutralText(root["faceNeutralText"], groups: groupNames),
            markupText: try readMarkupText(root["markupText"]),
            readmeGraph: try readReadmeGraph(root["readmeGraph"])
        )
    }

    private func readGroups(_ node: JSONNode?, root: JSONNode) throws(RulesError) -> [Rules.Group] {
        guard let node else {
            throw error(at: root, "missing \"groups\": name each layer and the groups it may use")
        }
        let members = try object(node, "\"groups\"")
        guard !members.isEmpty else { throw error(at: node, "\"groups\" is empty: name at least one group") }
        let names = Set(members.map(\.key))
        var groups: [Rules.Group] = []
        for member in members where !member.key.hasPrefix("$") {
            let where_ = "group \"\(member.key)\""
            let body = try object(member.node, where_)
            try checkKeys(body, allowed: ["mayUse", "role", "toolchain", "thirdParty"], in: where_)
            guard let mayUseNode = member.node["mayUse"] else {
                throw error(at: member.node, "\(where_) has no \"mayUse\" (list the groups it may depend on, [] for none)")
            }
            let mayUse = try strings(mayUseNode, "\"mayUse\" of \(where_)") ?? []
            for name in mayUse where name != "*" && !names.contains(name) {
                throw error(at: mayUseNode, "\(where_) may use \"\(name)\", which is not a group\(suggestion(name, names))")
            }
            var role: Rules.Role?
            if let roleNode = member.node["role"] {
                guard let text = roleNode.string, let parsed = Rules.Role(rawValue: text) else {
                    throw error(at: roleNode, "\"role\" of \(where_) must be \"feature\" or \"adapter\"")
                }
                role = parsed
            }
            let thirdParty = try strings(member.node["thirdParty"], "\"thirdParty\" of \(where_)") ?? []
            groups.append(Rules.Group(
                name: member.key,
                mayUse: Set(mayUse.filter { $0 != "*" }),
                mayUseAnyGroup: mayUse.contains("*"),
                role: role,
                toolchain: (try strings(member.node["toolchain"], "\"toolchain\" of \(where_)")).map { Set($0) },
                thirdParty: Set(thirdParty.filter { $0 != "*" }.map { $0.lowercased() }),
                anyThirdParty: thirdParty.contains("*")
            ))
        }
        return groups
    }

    private func readPackages(_ node: JSONNode?, groups: Set<String>, root: JSONNode) throws(RulesError) -> [Rules.PackageEntry] {
        guard let node else {
            throw error(at: root, "missing \"packages\": map each package folder to its group")
        }
        var entries: [Rules.PackageEntry] = []
        var seen: Set<String> = []
        for member in try object(node, "\"packages\"") where !member.key.hasPrefix("$") {
            let path = normalizedPath(member.key)
            let where_ = "package \"\(member.key)\""
            guard seen.insert(path).inserted else {
                throw error(atOffset: member.keyOffset, "\(where_) is listed twice")
            }
            let position = lines.position(of: member.keyOffset)
            var entry = Rules.PackageEntry(path: path, group: "", testGroup: nil, thirdParty: [], targets: [:],
                                           line: position.line, column: position.column)
            if let group = member.node.string {
                entry.group = group
            } else if let body = member.node.members {
                try checkKeys(body, allowed: ["group", "testGroup", "thirdParty", "targets"], in: where_)
                guard let group = member.node["group"]?.string else {
                    throw error(at: member.node, "\(where_) needs \"group\": the name of its group")
                }
                entry.group = group
                entry.testGroup = member.node["testGroup"]?.string
                if let testGroup = member.node["testGroup"], testGroup.string == nil {
                    throw error(at: testGroup, "\"testGroup\" of \(where_) must be a group name")
                }
                entry.thirdParty = Set((try strings(member.node["thirdParty"], "\"thirdParty\" of \(where_)") ?? []).map { $0.lowercased() })
                if let targets = member.node["targets"] {
                    for target in try object(targets, "\"targets\" of \(where_)") where !target.key.hasPrefix("$") {
                        guard let group = target.node.string else {
                            throw error(at: target.node, "target \"\(target.key)\" of \(where_) must map to a group name")
                        }
                        guard groups.contains(group) else {
                            throw error(at: target.node, "target \"\(target.key)\" of \(where_) names \"\(group)\", which is not a group\(suggestion(group, groups))")
                        }
                        entry.targets[target.key] = group
                    }
                }
            } else {
                throw error(at: member.node, "\(where_) must map to a group name or to {\"group\": ...}")
            }
            for group in [entry.group, entry.testGroup].compactMap({ $0 }) where !groups.contains(group) {
                throw error(at: member.node, "\(where_) names \"\(group)\", which is not a group\(suggestion(group, groups))")
            }
            entries.append(entry)
        }
        return entries
    }

    private func readThirdPartyModules(_ node: JSONNode?) throws(RulesError) -> [String: [String: [String]]] {
        guard let node else { return [:] }
        var result: [String: [String: [String]]] = [:]
        for package in try object(node, "\"thirdPartyModules\"") where !package.key.hasPrefix("$") {
            var products: [String: [String]] = [:]
            for product in try object(package.node, "\"thirdPartyModules.\(package.key)\"") where !product.key.hasPrefix("$") {
                products[product.key] = try strings(product.node, "modules of product \"\(product.key)\"") ?? []
            }
            result[package.key.lowercased()] = products
        }
        return result
    }

    private func readAppBudget(_ node: JSONNode?, groups: Set<String>) throws(RulesError) -> Rules.AppBudget? {
        guard let node else { return nil }
        let members = try object(node, "\"appBudget\"")
        try checkKeys(members, allowed: ["groups", "containerPaths", "containerOnlyGroups", "containerOnlyModules",
                                         "repositoryProtocols"], in: "\"appBudget\"")
        let budgetGroups = try strings(node["groups"], "\"appBudget.groups\"") ?? []
        let containerOnlyGroups = try strings(node["containerOnlyGroups"], "\"appBudget.containerOnlyGroups\"") ?? []
        for name in budgetGroups + containerOnlyGroups where !groups.contains(name) {
            throw error(at: node, "\"appBudget\" names \"\(name)\", which is not a group\(suggestion(name, groups))")
        }
        var budget = Rules.AppBudget(
            groups: Set(budgetGroups),
            containerPaths: (try strings(node["containerPaths"], "\"appBudget.containerPaths\"") ?? []).map(normalizedPrefix),
            containerOnlyGroups: Set(containerOnlyGroups),
            containerOnlyModules: Set(try strings(node["containerOnlyModules"], "\"appBudget.containerOnlyModules\"") ?? []),
            repositoryModule: nil, repositorySuffix: nil, repositoryNames: []
        )
        if let protocols = node["repositoryProtocols"] {
            let body = try object(protocols, "\"appBudget.repositoryProtocols\"")
            try checkKeys(body, allowed: ["declaredIn", "suffix", "names"], in: "\"appBudget.repositoryProtocols\"")
            budget.repositoryModule = protocols["declaredIn"]?.string
            budget.repositorySuffix = protocols["suffix"]?.string
            budget.repositoryNames = Set(try strings(protocols["names"], "\"repositoryProtocols.names\"") ?? [])
            if budget.repositorySuffix?.isEmpty == true {
                throw error(at: protocols, "\"repositoryProtocols.suffix\" is empty: it would match every protocol")
            }
        }
        return budget
    }

    private func readFaceNeutralText(_ node: JSONNode?, groups: Set<String>) throws(RulesError) -> Rules.FaceNeutralText? {
        guard let node else { return nil }
        let members = try object(node, "\"faceNeutralText\"")
        try checkKeys(members, allowed: ["groups", "program", "commands"], in: "\"faceNeutralText\"")
        let textGroups = try strings(node["groups"], "\"faceNeutralText.groups\"") ?? []
        for name in textGroups where !groups.contains(name) {
            throw error(at: node, "\"faceNeutralText\" names \"\(name)\", which is not a group\(suggestion(name, groups))")
        }
        guard let program = node["program"]?.string, !program.isEmpty else {
            throw error(at: node, "\"faceNeutralText\" needs \"program\": the name a command line starts with")
        }
        return Rules.FaceNeutralText(groups: Set(textGroups), program: program,
                                     commands: Set(try strings(node["commands"], "\"faceNeutralText.commands\"") ?? []))
    }

    private func readMarkupText(_ node: JSONNode?) throws(RulesError) -> Rules.MarkupText? {
        guard let node else { return nil }
        let members = try object(node, "\"markupText\"")
        try checkKeys(members, allowed: ["renderers"], in: "\"markupText\"")
        guard let renderers = try strings(node["renderers"], "\"markupText.renderers\""), !renderers.isEmpty else {
            throw error(at: node, "\"markupText\" needs \"renderers\": the modules that write pages' tags")
        }
        return Rules.MarkupText(renderers: Set(renderers))
    }

    private func readReadmeGraph(_ node: JSONNode?) throws(RulesError) -> Rules.ReadmeGraph? {
        guard let node else { return nil }
        let members = try object(node, "\"readmeGraph\"")
        try checkKeys(members, allowed: ["file", "format"], in: "\"readmeGraph\"")
        guard let file = node["file"]?.string else {
            throw error(at: node, "\"readmeGraph\" needs \"file\": the README that shows the graph")
        }
        let formatName = node["format"]?.string ?? "mermaid"
        guard let format = GraphFormat(rawValue: formatName) else {
            throw error(at: node, "\"readmeGraph.format\" must be \"mermaid\" or \"dot\"")
        }
        return Rules.ReadmeGraph(file: normalizedPath(file), format: format)
    }

    // MARK: - Helpers

    private func object(_ node: JSONNode, _ what: String) throws(RulesError) -> [JSONMember] {
        guard let members = node.members else {
            throw error(at: node, "\(what) must be an object, found \(node.kindName)")
        }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw error(atOffset: member.keyOffset, "\"\(member.key)\" appears twice in \(what)")
        }
        return members
    }

    private func strings(_ node: JSONNode?, _ what: String) throws(RulesError) -> [String]? {
        guard let node else { return nil }
        guard let items = node.array else {
            throw error(at: node, "\(what) must be an array of strings, found \(node.kindName)")
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string else {
                throw error(at: item, "\(what) must hold strings only, found \(item.kindName)")
            }
            result.append(text)
        }
        return result
    }

    /// Keys starting with `$` are comments (`"$comment": "why"`).
    private func checkKeys(_ members: [JSONMember], allowed: Set<String>, in what: String) throws(RulesError) {
        for member in members where !member.key.hasPrefix("$") && !allowed.contains(member.key) {
            throw error(atOffset: member.keyOffset,
                        "unknown key \"\(member.key)\" in \(what)\(suggestion(member.key, allowed)); allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    private func suggestion(_ word: String, _ candidates: Set<String>) -> String {
        let limit = max(2, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(candidate.lowercased(), word.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return "" }
        return " (did you mean \"\(best.name)\"?)"
    }

    private func error(at node: JSONNode, _ message: String) -> RulesError {
        error(atOffset: node.offset, message)
    }

    private func error(atOffset offset: Int, _ message: String) -> RulesError {
        let position = lines.position(of: offset)
        return RulesError(file: file, line: position.line, column: position.column, message: message)
    }
}

/// `./Packages/Auth/` -> `Packages/Auth`; the root is `.`.
func normalizedPath(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    parts.removeAll { $0 == "." }
    return parts.isEmpty ? "." : parts.joined(separator: "/")
}

/// A folder prefix that matches only whole path components: `App/Container` -> `App/Container/`.
func normalizedPrefix(_ path: String) -> String {
    let normalized = normalizedPath(path)
    return normalized == "." ? "" : normalized + "/"
}

func editDistance(_ left: String, _ right: String) -> Int {
    let a = Array(left.utf8)
    let b = Array(right.utf8)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

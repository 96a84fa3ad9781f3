/// How `--graph` prints the package dependency graph.
public enum GraphFormat: String, Sendable, CaseIterable {
    case mermaid, dot
}

/// The packages of the repository grouped by layer, the path dependencies between them, and the
/// third-party packages each one uses.
public struct PackageGraph: Sendable, Hashable {
    struct Node: Sendable, Hashable {
        var id: String
        var label: String
    }

    struct Cluster: Sendable, Hashable {
        var name: String
        var nodes: [Node]
    }

    var clusters: [Cluster]
    var externalNodes: [Node]
    var edges: [Edge]
    var externalEdges: [Edge]

    struct Edge: Sendable, Hashable, Comparable {
        var from: String
        var to: String

        static func < (left: Edge, right: Edge) -> Bool { (left.from, left.to) < (right.from, right.to) }
    }

    public func render(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }

    private func mermaid() -> String {
        var lines = ["graph TD"]
        for cluster in clusters {
            lines.append("    subgraph \(Self.identifier("group_" + cluster.name)) [\(cluster.name)]")
            for node in cluster.nodes { lines.append("        \(node.id)[\"\(node.label)\"]") }
            lines.append("    end")
        }
        if !externalNodes.isEmpty {
            lines.append("    subgraph third_party [third-party]")
            for node in externalNodes { lines.append("        \(node.id)([\"\(node.label)\"])") }
            lines.append("    end")
        }
        for edge in edges { lines.append("    \(edge.from) --> \(edge.to)") }
        for edge in externalEdges { lines.append("    \(edge.from) -.-> \(edge.to)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dot() -> String {
        var lines = ["digraph packages {", "    rankdir=TB;", "    node [shape=box];"]
        for cluster in clusters {
            lines.append("    subgraph \"cluster_\(cluster.name)\" {")
            lines.append("        label=\"\(cluster.name)\";")
            for node in cluster.nodes { lines.append("        \(node.id) [label=\"\(node.label)\"];") }
            lines.append("    }")
        }
        if !externalNodes.isEmpty {
            lines.append("    subgraph cluster_third_party {")
            lines.append("        label=\"third-party\";")
            lines.append("        node [shape=ellipse, style=dashed];")
            for node in externalNodes { lines.append("        \(node.id) [label=\"\(node.label)\"];") }
            lines.append("    }")
        }
        for edge in edges { lines.append("    \(edge.from) -> \(edge.to);") }
        for edge in externalEdges { lines.append("    \(edge.from) -> \(edge.to) [style=dashed];") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Letters, digits and `_` only, never a Mermaid keyword, never starting with a digit.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        let reserved: Set<String> = ["end", "graph", "subgraph", "style", "class", "classDef", "click", "linkStyle",
                                     "direction", "flowchart", "node", "edge", "digraph", "strict"]
        if result.isEmpty || reserved.contains(result.lowercased()) || result.first!.isNumber { result = "pkg_" + result }
        return result
    }
}

extension PackageGraph {
    /// Packages sit in their group's cluster, groups in the rules file's order; packages without
    /// a rules entry in a last "unassigned" cluster. A target the rules move to a group of its
    /// own (`targets`: the root's faces) is a node of that group, with its own edges; its package
    /// points at it.
    init(_ workspace: Workspace) {
        var ids: [ObjectIdentifier: String] = [:]
        var used: Set<String> = []
        func claim(_ name: String) -> String {
            var id = Self.identifier(name)
            while used.contains(id) { id += "_" }
            used.insert(id)
            return id
        }
        for package in workspace.packages { ids[ObjectIdentifier(package)] = claim(package.name) }
        let moved = workspace.packages.flatMap { package in
            package.targets.filter { !$0.isTest && $0.groupName != nil && $0.groupName != package.entry?.group }
        }
        for target in moved { ids[ObjectIdentifier(target)] = claim(target.name) }
        func node(_ package: PackageModel) -> Node { Node(id: ids[ObjectIdentifier(package)]!, label: package.name) }
        func node(_ target: TargetModel) -> Node { Node(id: ids[ObjectIdentifier(target)]!, label: target.name) }
        var clusters: [Cluster] = []
        for group in workspace.rules.groups {
            let members = workspace.packages.filter { $0.entry?.group == group.name }.map(node)
                + moved.filter { $0.groupName == group.name }.map(node)
            if !members.isEmpty { clusters.append(Cluster(name: group.name, nodes: members)) }
        }
        let unassigned = workspace.packages.filter { $0.entry == nil }
        if !unassigned.isEmpty { clusters.append(Cluster(name: "unassigned", nodes: unassigned.map(node))) }

        var edges: Set<Edge> = []
        var externalEdges: Set<Edge> = []
        var externals: [String: Node] = [:]
        func external(_ dependency: Manifest.PackageDependency) -> String {
            let found = externals[dependency.identity] ?? Node(id: claim("ext_" + dependency.identity), label: dependency.displayName)
            externals[dependency.identity] = found
            return found.id
        }
        for package in workspace.packages {
            let from = ids[ObjectIdentifier(package)]!
            for dependency in package.manifest?.dependencies ?? [] {
                if let path = dependency.path, let other = workspace.package(atAbsolutePath: path) {
                    edges.insert(Edge(from: from, to: ids[ObjectIdentifier(other)]!))
                } else {
                    externalEdges.insert(Edge(from: from, to: external(dependency)))
                }
            }
        }
        for target in moved {
            let from = ids[ObjectIdentifier(target)]!
            edges.insert(Edge(from: ids[ObjectIdentifier(target.package)]!, to: from))
            for dependency in target.dependencies {
                switch dependency.resolution {
                case .local(let other): edges.insert(Edge(from: from, to: ids[ObjectIdentifier(other)] ?? ids[ObjectIdentifier(other.package)]!))
                case .firstParty(let other, _, _): edges.insert(Edge(from: from, to: ids[ObjectIdentifier(other)]!))
                case .thirdParty(let other, _, _): externalEdges.insert(Edge(from: from, to: external(other)))
                case .unresolved: break
                }
            }
        }
        self.init(clusters: clusters, externalNodes: externals.values.sorted { $0.label.lowercased() < $1.label.lowercased() },
                  edges: edges.sorted(), externalEdges: externalEdges.sorted())
    }
}

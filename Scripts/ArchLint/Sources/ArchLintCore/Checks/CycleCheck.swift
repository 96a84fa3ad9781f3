/// Check 6: no cycle among the path dependencies between packages. Each cycle is reported once,
/// at the dependency that leaves its first package (in path order).
enum CycleCheck {
    static func run(_ workspace: Workspace) -> [Finding] {
        let packages = workspace.packages
        let indexOf = Dictionary(uniqueKeysWithValues: packages.enumerated().map { (ObjectIdentifier($1), $0) })
        var successors: [[(Int, Manifest.PackageDependency)]] = Array(repeating: [], count: packages.count)
        for (index, package) in packages.enumerated() {
            for dependency in package.manifest?.dependencies ?? [] {
                guard let path = dependency.path, let other = workspace.package(atAbsolutePath: path),
                      let otherIndex = indexOf[ObjectIdentifier(other)] else { continue }
                successors[index].append((otherIndex, dependency))
            }
        }
        var findings: [Finding] = []
        for component in stronglyConnectedComponents(successors.map { $0.map(\.0) }) where component.count > 1 {
            let members = Set(component)
            let start = component.min { packages[$0].relativePath < packages[$1].relativePath }!
            let cycle = shortestCycle(from: start, within: members, successors.map { $0.map(\.0) })
            let names = cycle.map { packages[$0].name }.joined(separator: " -> ")
            let first = packages[start]
            let edge = successors[start].first { $0.0 == cycle[1] }!.1
            findings.append(Finding(
                rule: RuleID.packageCycle, file: first.manifestPath, at: first.locator.packageDependency(edge),
                message: "package dependency cycle: \(names)",
                fix: "remove one of these dependencies; move what both sides need into a package both may use"))
        }
        return findings
    }

    /// Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
    static func stronglyConnectedComponents(_ successors: [[Int]]) -> [[Int]] {
        var index = 0
        var indices = [Int?](repeating: nil, count: successors.count)
        var lowLinks = [Int](repeating: 0, count: successors.count)
        var onStack = [Bool](repeating: false, count: successors.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        for root in successors.indices where indices[root] == nil {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indices[root] = index; lowLinks[root] = index; index += 1
            stack.append(root); onStack[root] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = successors[node][next]
                    if indices[successor] == nil {
                        indices[successor] = index; lowLinks[successor] = index; index += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLinks[node] = min(lowLinks[node], indices[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent], lowLinks[node]) }
                if lowLinks[node] == indices[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }

    /// Breadth-first from `start` back to itself: the path, `start` at both ends.
    private static func shortestCycle(from start: Int, within members: Set<Int>, _ successors: [[Int]]) -> [Int] {
        var parent: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in successors[node] where members.contains(successor) {
                if successor == start {
                    var path = [start]
                    var cursor = node
                    while cursor != start { path.append(cursor); cursor = parent[cursor]! }
                    return [start] + path.dropFirst().reversed() + [start]
                }
                if parent[successor] == nil, successor != start {
                    parent[successor] = node
                    queue.append(successor)
                }
            }
        }
        return [start, start]
    }
}

import Foundation

/// One pass over the repository: the folders holding a `Package.swift` and every `.swift` file.
/// Hidden folders (`.build`, `.build-x`, `.git`, `.swiftpm`) and the rules file's excluded
/// paths are never entered.
struct RepositoryListing: Sendable {
    struct PackageFolder: Sendable {
        /// `.` for the root.
        var relativePath: String
        var manifestFiles: [String]
    }

    var packages: [PackageFolder]
    /// Relative paths, manifests excluded.
    var swiftFiles: [String]
}

enum RepositoryWalker {
    static func list(root: URL, excluding excluded: [String]) -> RepositoryListing {
        var listing = RepositoryListing(packages: [], swiftFiles: [])
        let excludedSet = Set(excluded)
        walk(root.path, relative: "", excluded: excludedSet, into: &listing)
        listing.packages.sort { $0.relativePath < $1.relativePath }
        listing.swiftFiles.sort()
        return listing
    }

    private static func walk(_ absolute: String, relative: String, excluded: Set<String>, into listing: inout RepositoryListing) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
        let manifestFiles = names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
        if names.contains("Package.swift") {
            listing.packages.append(.init(relativePath: relative.isEmpty ? "." : relative, manifestFiles: manifestFiles.sorted()))
        }
        for name in names where !name.hasPrefix(".") {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childAbsolute = absolute + "/" + name
            if name.hasSuffix(".swift") {
                if !manifestFiles.contains(name) {
                    listing.swiftFiles.append(childRelative)
                }
                continue
            }
            guard !excluded.contains(childRelative), isDirectory(childAbsolute) else { continue }
            walk(childAbsolute, relative: childRelative, excluded: excluded, into: &listing)
        }
    }

    /// Symbolic links to folders are not followed: a link back up the tree would loop.
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}

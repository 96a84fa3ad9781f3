import Dispatch
import Foundation
import Synchronization

/// Reads manifests through `swift package dump-package` (never by pattern-matching Swift), which
/// costs a process and a manifest compile each, so outputs are cached: one file per package in
/// the cache folder, valid while the SHA-256 of the package's absolute path and manifest bytes is
/// unchanged. The path is part of the key because dump-package prints absolute paths. Uncached
/// manifests are dumped two at a time (the machines have two cores).
struct ManifestLoader: Sendable {
    struct Request: Sendable {
        var relativePath: String
        var absolutePath: String
        /// `Package.swift` and any `Package@swift-*.swift` beside it.
        var manifestFiles: [String]
    }

    enum Outcome: Sendable {
        case loaded(Manifest)
        case failed(ManifestFailure)
    }

    private struct CacheEntry: Codable {
        var key: String
        var manifest: Manifest
    }

    var cacheDirectory: URL?
    var swiftExecutable: String?
    var parallelDumps = 2

    func load(_ requests: [Request]) -> [Outcome] {
        var outcomes = [Outcome?](repeating: nil, count: requests.count)
        var pending: [(index: Int, key: String)] = []
        for (index, request) in requests.enumerated() {
            let key = cacheKey(request)
            if let cached = cachedManifest(request, key: key) {
                outcomes[index] = .loaded(cached)
            } else {
                pending.append((index, key))
            }
        }
        let results = dumpConcurrently(pending.map { requests[$0.index] })
        for (position, job) in pending.enumerated() {
            let outcome = results[position]
            outcomes[job.index] = outcome
            if case .loaded(let manifest) = outcome {
                store(manifest, for: requests[job.index], key: job.key)
            }
        }
        return outcomes.map { $0 ?? .failed(ManifestFailure(message: "manifest was not loaded", line: 1, column: 1)) }
    }

    private func cacheKey(_ request: Request) -> String {
        var bytes = Array(request.absolutePath.utf8)
        for file in request.manifestFiles.sorted() {
            bytes.append(0)
            bytes.append(contentsOf: Array(file.utf8))
            bytes.append(0)
            if let data = FileManager.default.contents(atPath: request.absolutePath + "/" + file) {
                bytes.append(contentsOf: data)
            }
        }
        return SHA256.hexDigest(bytes)
    }

    private func cacheFile(for request: Request) -> URL? {
        guard let cacheDirectory else { return nil }
        let name = request.relativePath == "." ? "_root" : request.relativePath.replacingOccurrences(of: "/", with: "__")
        return cacheDirectory.appendingPathComponent("manifests").appendingPathComponent(name + ".json")
    }

    private func cachedManifest(_ request: Request, key: String) -> Manifest? {
        guard let file = cacheFile(for: request), let data = FileManager.default.contents(atPath: file.path),
              let entry = try? JSONDecoder().decode(CacheEntry.self, from: data), entry.key == key else { return nil }
        return entry.manifest
    }

    /// Written to a temporary name and renamed, so a concurrent run never reads half a file.
    private func store(_ manifest: Manifest, for request: Request, key: String) {
        guard let file = cacheFile(for: request),
              let data = try? JSONEncoder().encode(CacheEntry(key: key, manifest: manifest)) else { return }
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else { return }
        if rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    private func dumpConcurrently(_ requests: [Request]) -> [Outcome] {
        guard !requests.isEmpty else { return [] }
        let work = DumpWork(count: requests.count)
        let workers = max(1, min(parallelDumps, requests.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = work.takeNext() {
                work.record(dump(requests[index]), at: index)
            }
        }
        return work.outcomes()
    }

    private func dump(_ request: Request) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of our own: dump-package would otherwise wait for the lock of a
        // `swift build` running in that package.
        let scratch = (cacheDirectory ?? URL(fileURLWithPath: NSTemporaryDirectory()))
            .appendingPathComponent("scratch").path
        process.arguments = [swiftExecutable ?? "swift", "package", "dump-package",
                             "--package-path", request.absolutePath, "--scratch-path", scratch]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed(ManifestFailure(message: "cannot run `swift package dump-package` (\(error.localizedDescription)); is swift on PATH?", line: 1, column: 1))
        }
        let errorText = DataBox()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failed(Self.firstError(in: errorText.get(), packagePath: request.absolutePath))
        }
        do {
            return .loaded(try DumpPackageDecoder.decode(Array(json)))
        } catch {
            return .failed(ManifestFailure(message: error.message, line: 1, column: 1))
        }
    }

    /// The first compiler error in the manifest (`Package.swift:6:35: error: expected ','`), with
    /// its position; else SwiftPM's own first error line without the compiler command line.
    static func firstError(in data: Data, packagePath: String) -> ManifestFailure {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        for line in lines {
            guard let range = line.range(of: "Package.swift:"), let errorRange = line.range(of: ": error: ") else { continue }
            let location = line[range.upperBound..<errorRange.lowerBound].split(separator: ":").compactMap { Int($0) }
            guard location.count == 2 else { continue }
            return ManifestFailure(message: String(line[errorRange.upperBound...]), line: location[0], column: location[1])
        }
        var message = lines.first { $0.contains("error:") } ?? lines.first ?? "no output"
        if let compiled = message.range(of: " (compiled with:") { message = String(message[..<compiled.lowerBound]) }
        if let label = message.range(of: "error: ") { message = String(message[label.upperBound...]) }
        return ManifestFailure(message: message.replacingOccurrences(of: packagePath + "/", with: ""), line: 1, column: 1)
    }
}

/// Why a manifest could not be read, and where in Package.swift if the compiler said.
struct ManifestFailure: Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}

/// The shared state of the dump workers.
private final class DumpWork: Sendable {
    private struct State {
        var next = 0
        var results: [ManifestLoader.Outcome?]
    }

    private let state: Mutex<State>
    private let count: Int

    init(count: Int) {
        self.count = count
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    func takeNext() -> Int? {
        state.withLock { state in
            guard state.next < count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    func record(_ outcome: ManifestLoader.Outcome, at index: Int) {
        state.withLock { $0.results[index] = outcome }
    }

    func outcomes() -> [ManifestLoader.Outcome] {
        state.withLock { $0.results.map { $0 ?? .failed(ManifestFailure(message: "dump-package did not run", line: 1, column: 1)) } }
    }
}

private final class DataBox: Sendable {
    private let data = Mutex(Data())

    func set(_ value: Data) {
        data.withLock { $0 = value }
    }

    func get() -> Data {
        data.withLock { $0 }
    }
}

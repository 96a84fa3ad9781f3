import Testing

extension RushDayProcess.Outcome {
    /// The one-line error contract: exit code, a single stderr line naming the field, nothing on stdout.
    func expectFailure(_ code: Int32, mentioning fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == code, "exit \(status), stderr: \(stderr)", sourceLocation: sourceLocation)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "expected one stderr line, got: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.hasPrefix("rushday: "), "stderr: \(stderr)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(stderr.localizedCaseInsensitiveContains(fragment), "'\(fragment)' missing from: \(stderr)", sourceLocation: sourceLocation)
        }
        #expect(!stderr.contains("Fatal error") && !stderr.contains("Stack"), sourceLocation: sourceLocation)
    }
}

import Domain

/// The rule for every use case that changes both this machine's session file and the store:
/// the file changes first, then one store write commits. When the store refuses, the file gets
/// its old token back; when the file cannot be written, the store is never touched. Either way
/// a failed command leaves the store exactly as it was. Only if putting the file back fails
/// too is this machine left signed out (the store still unchanged).
struct SessionFileSwap {
    let tokenStore: any SessionTokenStore

    /// Puts `token` (nil: no token) in the file in place of `previous`, then runs `commit`.
    func replace(_ previous: String?, with token: String?,
                 committing commit: () async throws(DomainError) -> Void) async throws(DomainError) {
        try put(token)
        do throws(DomainError) {
            try await commit()
        } catch {
            // The store's error is the one to report and act on; a file that cannot be put
            // back only adds that this machine is signed out.
            try? put(previous)
            throw error
        }
    }

    private func put(_ token: String?) throws(DomainError) {
        if let token {
            try tokenStore.save(token)
        } else {
            try tokenStore.clear()
        }
    }
}

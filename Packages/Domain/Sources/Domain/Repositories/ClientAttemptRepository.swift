public import Foundation

/// Attempts counted per kind and key (a link that opened nothing, per client address; a
/// registration, per email), kept in the store so that every server sharing it counts the
/// same attempts: three servers behind a proxy allow a guesser what one allows.
public protocol ClientAttemptRepository: Sendable {
    /// Counts one attempt of `kind` by `key` at `now`, and answers how many `key` has made in
    /// its window, this one included. A window begins with its first attempt and lasts
    /// `window` seconds (at most a day); the first attempt after it begins the next one.
    func countAttempt(of kind: String, by key: String, window: TimeInterval, at now: Date) async throws(DomainError) -> Int
}

/// Whether a store can serve: it answers, and its schema is the one this build writes (not
/// older, awaiting an upgrade, nor newer, written by a later rushday during a rolling update).
public protocol StoreReadiness: Sendable {
    func isReady() async -> Bool
}

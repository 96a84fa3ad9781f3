import Domain
import Synchronization

/// What pages read and drew, kept until the store changes (whoever changed it: the shared watch
/// hears every commit) or a second has passed (sections such as "next up" move with the clock
/// alone). Many views of one page between two changes (an organiser's browser, the load of a
/// busy door, guests opening their links) then cost one drawing. Kept by a key that holds who
/// may see it (a session's token digest, a personal link's digest), so an entry is only ever
/// shown to whoever drew it, and only what they were allowed to see; a revoked session or link
/// is a change and empties it all. A drawing begun before a change is not kept after it.
final class Drawings<Value: Sendable>: Sendable {
    private struct Drawing {
        let value: Value
        let drawnAt: ContinuousClock.Instant
    }

    private struct State {
        /// How many changes have emptied it: a drawing is kept only in the generation it began in.
        var generation = 0
        var drawings: [String: Drawing] = [:]
    }

    private static var lifetime: Duration { .seconds(1) }
    private static var most: Int { 1_000 }

    private let state = Mutex(State())

    /// Empties itself at every change `changes` tells of, for as long as the server runs.
    init(forgetting changes: some StoreChanges) {
        Task { [weak self] in
            for await _ in await changes.changes(every: Self.lifetime) {
                self?.forgetAll()
            }
        }
    }

    /// Called for every form this server takes too, before it acts: what a post changes (a
    /// sign-out first of all) shows at once, not a watch's look later.
    func forgetAll() {
        state.withLock { state in
            state.generation += 1
            state.drawings.removeAll()
        }
    }

    /// What a drawing about to begin hands back to `keep`.
    var generation: Int { state.withLock(\.generation) }

    func drawing(_ key: String) -> Value? {
        state.withLock { state in
            guard let drawing = state.drawings[key], ContinuousClock.now - drawing.drawnAt < Self.lifetime else { return nil }
            return drawing.value
        }
    }

    func keep(_ value: Value, for key: String, drawnIn generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.drawings.count >= Self.most { state.drawings.removeAll() }
            state.drawings[key] = Drawing(value: value, drawnAt: .now)
        }
    }
}

import Domain
import Synchronization

/// Dashboards drawn for a session, kept until the store changes (whoever changed it: the shared
/// watch hears every commit) or a second has passed (sections such as "next up" move with the
/// clock alone). Many views of one dashboard between two changes (an organiser's browser, the
/// load of a busy door) then cost one drawing. Kept by the session's token digest and the
/// event as typed, so an entry is only ever shown to the session that drew it, and only what
/// that session was allowed to see; a revoked session is a change and empties it all. A
/// drawing begun before a change is not kept after it.
final class DrawnDashboards: Sendable {
    private struct Drawing {
        let html: String
        let drawnAt: ContinuousClock.Instant
    }

    private struct State {
        /// How many changes have emptied it: a drawing is kept only in the generation it began in.
        var generation = 0
        var drawings: [String: Drawing] = [:]
    }

    private static let lifetime = Duration.seconds(1)
    private static let most = 1_000

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

    /// The key of a visit's drawing of `event`: nil for a visitor without a session.
    static func key(_ visit: Visit, event: String) -> String? {
        guard let token = try? visit.session.load() else { return nil }
        return visit.container.tokenGenerator.digest(token) + " " + event
    }

    func drawing(_ key: String) -> String? {
        state.withLock { state in
            guard let drawing = state.drawings[key], ContinuousClock.now - drawing.drawnAt < Self.lifetime else { return nil }
            return drawing.html
        }
    }

    func keep(_ html: String, for key: String, drawnIn generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.drawings.count >= Self.most { state.drawings.removeAll() }
            state.drawings[key] = Drawing(html: html, drawnAt: .now)
        }
    }
}

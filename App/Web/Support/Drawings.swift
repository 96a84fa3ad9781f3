import Domain

/// What pages read and drew, kept until the store changes (whoever changed it: the shared watch
/// hears every commit) or a second has passed (sections such as "next up" move with the clock
/// alone). Many views of one page between two changes (an organiser's browser, the load of a
/// busy door, guests opening their links) then cost one drawing. Kept by a key that holds who
/// may see it (a session's token digest, a personal link's digest), so an entry is only ever
/// shown to whoever drew it, and only what they were allowed to see; a revoked session or link
/// is a change and empties it all. A drawing begun before a change is not kept after it
/// (`KeptFacts`).
final class Drawings<Value: Sendable>: Sendable {
    private struct Drawing {
        let value: Value
        let drawnAt: ContinuousClock.Instant
    }

    private static var lifetime: Duration { .seconds(1) }

    private let drawings: KeptFacts<String, Drawing>

    /// Empties itself at every change `changes` tells of, for as long as the server runs.
    init(forgetting changes: some StoreChanges) {
        drawings = KeptFacts(of: nil, most: 1_000, forgetting: changes)
    }

    /// Called for every form this server takes too, before it acts: what a post changes (a
    /// sign-out first of all) shows at once, not a watch's look later.
    func forgetAll() {
        drawings.forgetAll()
    }

    /// What a drawing about to begin hands back to `keep`.
    var generation: Int { drawings.generation }

    func drawing(_ key: String) -> Value? {
        guard let drawing = drawings.kept(key), ContinuousClock.now - drawing.drawnAt < Self.lifetime else { return nil }
        return drawing.value
    }

    func keep(_ value: Value, for key: String, drawnIn generation: Int) {
        drawings.keep(Drawing(value: value, drawnAt: .now), for: key, readIn: generation)
    }
}

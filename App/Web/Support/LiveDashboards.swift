import DesignTokens
import Domain
import Events
import WebServer

/// Every live dashboard this server streams, redrawn together. At each change the store tells
/// of, each event's dashboard is read once per role among those watching it
/// (`ShowEventToMany`), each viewer still checked as `ShowEvent` checks them, and drawn once
/// per different answer: two hundred open dashboards of one event cost one drawing, not two
/// hundred. A viewer is a session, whose open tabs share its answer. Drawings are made one
/// round at a time, a new stream's first drawing included, so no stream is ever sent an older
/// drawing after a newer one.
actor LiveDashboards {
    private struct Watcher {
        /// The event as the stream's address names it; its refusals name it so.
        let event: String
        /// Who watches: the session's token digest, or the watcher's own number without one.
        let viewer: String
        let container: any WebContainer
        let sink: LiveSection.Sink
        var drawn = false
    }

    private let changes: any StoreChanges
    private var watchers: [Int: Watcher] = [:]
    private var nextWatcher = 0
    /// A change told of since the last round began: every stream is drawn again.
    private var changed = false
    private var watching: Task<Void, Never>?
    private var drawing: Task<Void, Never>?
    private let rounds: AsyncStream<Void>
    private let nextRound: AsyncStream<Void>.Continuation

    init(_ changes: any StoreChanges) {
        self.changes = changes
        (rounds, nextRound) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Sends `sink` the dashboard of `event` as `container`'s signed-in user sees it, drawn
    /// now and again after every change; ends it with their first refusal (signed out, no
    /// longer a member). `session` is their session's token digest.
    func watch(_ event: String, session: String?, container: any WebContainer, into sink: LiveSection.Sink) async {
        let id = nextWatcher
        nextWatcher += 1
        watchers[id] = Watcher(event: event, viewer: session ?? "#\(id)", container: container, sink: sink)
        sink.whenEnded { Task { await self.remove(id) } }
        // The store's watch takes its first look before the first drawing, so nothing between
        // them is missed. The watch and the drawing are the server's, not the request's that
        // began them: detached, they keep none of its task-locals (its audit visit).
        if watching == nil {
            watching = Task.detached { [changes] in
                let updates = await changes.changes(every: .milliseconds(250))
                Task.detached {
                    for await _ in updates { await self.changeToldOf() }
                    await self.watchEnded()
                }
            }
        }
        await watching?.value
        if drawing == nil { drawing = Task.detached { [rounds] in for await _ in rounds { await self.drawRound() } } }
        nextRound.yield()
    }

    private func changeToldOf() {
        changed = true
        nextRound.yield()
    }

    /// The store's watch ended (a lost server connection): so does every stream, as the
    /// browser's reconnection starts a new watch.
    private func watchEnded() {
        for watcher in watchers.values { watcher.sink.end(nil) }
        watchers = [:]
        watching = nil
    }

    private func remove(_ id: Int) {
        watchers[id] = nil
    }

    /// Draws every stream after a change, or else only those not yet drawn.
    private func drawRound() async {
        let all = changed
        changed = false
        let due = watchers.filter { all || !$0.value.drawn }
        for id in due.keys { watchers[id]?.drawn = true }
        for (event, watching) in Dictionary(grouping: due, by: \.value.event) {
            let viewers = Dictionary(grouping: watching, by: \.value.viewer)
            let asked = viewers.values.compactMap(\.first)
            guard let reader = asked.first?.value.container else { continue }
            let answers = await ShowEventToMany(reader).execute(EventReference(event: event), viewers: asked.map { $0.value.container.currentUser })
            var drawings: [EventResponse: ServerSentEvent] = [:]
            for (viewer, answer) in zip(asked, answers) {
                let streams = viewers[viewer.value.viewer] ?? []
                switch answer {
                case let .success(response):
                    let drawn = drawings[response] ?? ServerSentEvent("section", data: HTMLRenderer().render(EventPresenter.dashboard(response).document))
                    drawings[response] = drawn
                    for (_, watcher) in streams { watcher.sink.send(drawn) }
                case let .failure(refusal):
                    for (id, watcher) in streams {
                        watcher.sink.end(refusal)
                        watchers[id] = nil
                    }
                }
            }
        }
    }
}

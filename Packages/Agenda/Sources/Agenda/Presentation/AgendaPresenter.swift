public import DesignTokens
public import Domain
import Foundation

/// Agenda's answers in every output format, drawn through DesignTokens (never raw escape codes).
/// JSON: `SessionJSON` (a list: an array of them), `SessionResultJSON` for one session with its
/// conflicts, `ConflictJSON`. CSV: `SessionRows` headed by the JSON keys.
public enum AgendaPresenter {
    /// `agenda list`: day by day, a table each (or a timeline each), with a note, once, when the
    /// viewer's clocks read otherwise than the event's.
    public static func list(_ response: AgendaListResponse, timeline: Bool, words: FaceWords) -> Presentation {
        let event = response.event
        let all = response.days.flatMap(\.sessions)
        return Presentation(
            document: {
                var blocks: [Block] = [.heading("Programme of \(event.handle) (\(event.timeZone))", .section)]
                if let viewer = response.viewerZone, response.alsoIn == nil {
                    blocks.append(.text("Times are in \(event.timeZone), the event's zone; your zone, \(viewer), shows other clock times. " + words.step(.showBothZones), .caption, .muted))
                }
                if response.days.isEmpty {
                    blocks.append(.text("No sessions. " + words.step(.addSession(event: event.handle)), .body, .muted))
                }
                let tracks = AgendaTimeline.tracks(of: all)
                for day in response.days {
                    blocks.append(.spacer(.sm))
                    blocks.append(.heading("Day \(day.number) · \(ProgrammeDays.text(day.date))", .cardTitle))
                    blocks.append(timeline ? .timeline(AgendaTimeline.day(day.sessions, event: event, tracks: tracks))
                                           : .table(SessionRows.screen(day.sessions, event: event, alsoIn: response.alsoIn)))
                }
                return Document(blocks)
            },
            csv: { SessionRows.csv(all, event: event) },
            json: { all.map { SessionJSON($0, event: event, alsoIn: response.alsoIn) } })
    }

    /// `agenda show`: the session as a card, then its conflicts.
    public static func show(_ response: SessionResponse) -> Presentation {
        let session = response.session
        let event = response.event
        func optional(_ text: String?) -> Cell { text.map { Cell($0) } ?? Cell("not set", tone: .muted) }
        let speakers = session.speakers.map { speaker in speaker.email.map { "\(speaker.name) <\($0)>" } ?? speaker.name }
        let fields = [
            Card.Field("Handle", Cell(session.handle.value)),
            Card.Field("Day", Cell(String(ProgrammeDays.number(of: session.startsAt, in: event)))),
            Card.Field("Time", TimeText.cell(session.startsAt, session.endsAt, in: event.timeZone, withDate: true)),
            Card.Field("Room", optional(session.room)),
            Card.Field("Track", optional(session.track)),
            Card.Field("Speakers", optional(speakers.isEmpty ? nil : speakers.joined(separator: ", "))),
            Card.Field("Capacity", optional(session.capacity.map(String.init))),
            Card.Field("Description", optional(session.description)),
        ]
        var blocks: [Block] = [.card(Card(title: session.title, fields: fields))]
        blocks += response.conflicts.map { .status(.warning, $0.explanation(minimumGapMinutes: response.minimumGapMinutes), .warning) }
        return Presentation(document: Document(blocks), csv: SessionRows.csv([session], event: event), json: SessionResultJSON(response))
    }

    /// The conflicts go to stderr from the App, so stdout holds the outcome alone.
    public static func added(_ response: SessionResponse) -> Presentation {
        changed("Added \(response.session.handle) to \(response.event.handle) (\(TimeText.range(response.session.startsAt, response.session.endsAt, in: response.event.timeZone, withDate: true)))", response)
    }

    public static func updated(_ response: SessionResponse) -> Presentation {
        changed("Updated \(response.session.handle) (\(TimeText.range(response.session.startsAt, response.session.endsAt, in: response.event.timeZone, withDate: true)))", response)
    }

    public static func removed(_ response: SessionResponse) -> Presentation {
        changed("Removed \(response.session.handle) from \(response.event.handle)", response)
    }

    /// `agenda conflicts`: one row per conflict, with the sessions' times.
    public static func conflicts(_ response: ConflictsResponse) -> Presentation {
        let event = response.event
        let gap = response.minimumGapMinutes
        let times = Dictionary(uniqueKeysWithValues: response.sessions.map {
            ($0.handle, TimeText.range($0.startsAt, $0.endsAt, in: event.timeZone, withDate: true))
        })
        // The problem names the sessions; their times follow, cut first on a narrow terminal.
        let screen = Table(
            columns: [Table.Column("KIND", truncates: false), Table.Column("PROBLEM", truncates: false), Table.Column("WHEN")],
            rows: response.conflicts.map { conflict in
                [Cell(conflict.kind.rawValue, tone: .warning), Cell(conflict.explanation(minimumGapMinutes: gap)),
                 Cell(conflict.sessions.map { times[$0] ?? "" }.joined(separator: ", "))]
            },
            emptyMessage: "No conflicts.")
        let keys = ["kind", "sessions", "subject", "gapMinutes", "message"]
        let csv = Table(columns: keys.map { Table.Column($0) }, rows: response.conflicts.map { conflict in
            let json = ConflictJSON(conflict, minimumGapMinutes: gap)
            return [json.kind, json.sessions.joined(separator: "; "), json.subject ?? "", json.gapMinutes.map(String.init) ?? "",
                    json.message].map { Cell($0) }
        }, emptyMessage: "")
        let summary = "\(Plural.of(response.conflicts.count, "conflict")) among \(Plural.of(response.sessions.count, "session")) (speakers need \(gap) min between rooms)"
        return Presentation(
            document: Document([.heading("Conflicts in \(event.handle)", .section), .table(screen), .text(summary, .caption, .muted)]),
            csv: csv,
            json: response.conflicts.map { ConflictJSON($0, minimumGapMinutes: gap) })
    }

    /// `agenda export`: `{"event": "gala", "entries": 5, "output": "agenda.ics"}`.
    /// `output`: the file the face wrote the calendar to.
    public static func exported(_ response: ExportAgendaResponse, to output: String) -> Presentation {
        let keys = ["event", "entries", "output"]
        let count = response.entries.count
        let row = [response.event.handle.value, String(count), output].map { Cell($0) }
        return Presentation(
            document: Document([.status(.success, "Exported \(Plural.of(count, "calendar entry", "calendar entries")) of \(response.event.handle) to \(output)", .success)]),
            csv: Table(columns: keys.map { Table.Column($0) }, rows: [row], emptyMessage: ""),
            json: ExportJSON(event: response.event.handle.value, entries: count, output: output))
    }

    struct ExportJSON: Encodable, Sendable {
        let event: String
        let entries: Int
        let output: String
    }

    private static func changed(_ headline: String, _ response: SessionResponse) -> Presentation {
        Presentation(document: Document([.status(.success, headline, .success)]),
                     csv: SessionRows.csv([response.session], event: response.event),
                     json: SessionResultJSON(response))
    }
}

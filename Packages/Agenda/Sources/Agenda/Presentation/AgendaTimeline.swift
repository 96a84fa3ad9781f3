import DesignTokens
import Domain
import Foundation

/// One day of the programme as a DesignTokens timeline: a lane per room (sessions without a
/// room share the last lane), minutes from the first start's hour, a mark at every hour the
/// event's clocks show, and a colour per track in the order tracks first appear in the whole
/// programme, so a track keeps its colour from day to day. The terminal draws a column as the
/// shortest of 1, 2, 3, 4, 5, 10, 15, 30, 60, 120 or 240 minutes that fits the day in its width.
enum AgendaTimeline {
    static let noRoom = "(no room)"
    static let minutesPerColumn = [1, 2, 3, 4, 5, 10, 15, 30, 60, 120, 240]

    static func day(_ sessions: [AgendaSession], event: Event, tracks: [String]) -> Timeline {
        let zone = event.timeZone
        let first = sessions.map(\.startsAt).min() ?? event.startsAt
        let last = sessions.map(\.endsAt).max() ?? event.endsAt
        let wall = WallTime(first, in: zone)
        let origin = first.addingTimeInterval(-TimeInterval(wall.minute * 60 + wall.second))
        func minutes(_ from: Date, _ to: Date) -> Int { Int((to.timeIntervalSince(from) / 60).rounded(.down)) }

        var marks: [Timeline.Mark] = []
        var hour = origin
        while hour < last {
            marks.append(Timeline.Mark(at: minutes(origin, hour), label: twoDigits(WallTime(hour, in: zone).hour)))
            hour = hour.addingTimeInterval(3600)
        }
        var rooms: [String] = []
        for session in sessions.sorted(by: { Rooms.key($0.room ?? "~") < Rooms.key($1.room ?? "~") }) {
            let room = session.room ?? noRoom
            if !rooms.contains(where: { Rooms.same($0, room) }) { rooms.append(room) }
        }
        let lanes = rooms.map { room in
            Timeline.Lane(title: room, spans: sessions.filter { Rooms.same($0.room ?? noRoom, room) }.map { session in
                Timeline.Span(start: minutes(origin, session.startsAt), length: minutes(session.startsAt, session.endsAt), label: session.title,
                              series: session.track.flatMap { track in tracks.firstIndex { $0.lowercased() == track.lowercased() } })
            })
        }
        let used = Set(sessions.compactMap { $0.track?.lowercased() })
        let legend = tracks.enumerated().filter { used.contains($0.element.lowercased()) }
            .map { Timeline.LegendItem(label: $0.element, series: $0.offset) }
        return Timeline(length: minutes(origin, last), scales: minutesPerColumn, marks: marks, lanes: lanes, legend: legend)
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }

    /// Tracks in the order they first appear, each once (without case).
    static func tracks(of sessions: [AgendaSession]) -> [String] {
        var tracks: [String] = []
        for track in sessions.compactMap(\.track) where !tracks.contains(where: { $0.lowercased() == track.lowercased() }) {
            tracks.append(track)
        }
        return tracks
    }
}

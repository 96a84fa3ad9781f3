import DesignTokens
import Domain
import Foundation

/// One day of the programme as a DesignTokens timeline: a lane per room (sessions without a
/// room share the last lane), columns of equal real time from the first start's hour, a mark
/// at every hour the event's clocks show, and a colour per track in the order tracks first
/// appear in the whole programme, so a track keeps its colour from day to day. A column is the
/// shortest of 5, 10, 15, 30, 60 or 120 minutes that fits the day in `widest` columns.
enum AgendaTimeline {
    static let noRoom = "(no room)"
    /// Columns a day may take beside the room names, so it fits an 80-column terminal.
    static let widest = 56

    static func day(_ sessions: [AgendaSession], event: Event, tracks: [String]) -> Timeline {
        let zone = event.timeZone
        let first = sessions.map(\.startsAt).min() ?? event.startsAt
        let last = sessions.map(\.endsAt).max() ?? event.endsAt
        let wall = WallTime(first, in: zone)
        let origin = first.addingTimeInterval(-TimeInterval(wall.minute * 60 + wall.second))
        let minutes = last.timeIntervalSince(origin) / 60
        let minutesPerColumn = [5, 10, 15, 30, 60, 120].first { minutes / Double($0) <= Double(widest) } ?? 240
        let columnSeconds = TimeInterval(minutesPerColumn * 60)
        let columns = max(1, Int((last.timeIntervalSince(origin) / columnSeconds).rounded(.up)))
        func column(_ date: Date) -> Int { Int((date.timeIntervalSince(origin) / columnSeconds).rounded(.down)) }

        var marks: [Timeline.Mark] = []
        var hour = origin
        while hour < last {
            marks.append(Timeline.Mark(column: column(hour), label: twoDigits(WallTime(hour, in: zone).hour)))
            hour = hour.addingTimeInterval(3600)
        }
        var rooms: [String] = []
        for session in sessions.sorted(by: { Rooms.key($0.room ?? "~") < Rooms.key($1.room ?? "~") }) {
            let room = session.room ?? noRoom
            if !rooms.contains(where: { Rooms.same($0, room) }) { rooms.append(room) }
        }
        let lanes = rooms.map { room in
            Timeline.Lane(title: room, spans: sessions.filter { Rooms.same($0.room ?? noRoom, room) }.map { session in
                let start = column(session.startsAt)
                let length = max(1, Int((session.endsAt.timeIntervalSince(session.startsAt) / columnSeconds).rounded()))
                return Timeline.Span(start: start, length: length, label: session.title,
                                     series: session.track.flatMap { track in tracks.firstIndex { $0.lowercased() == track.lowercased() } })
            })
        }
        let used = Set(sessions.compactMap { $0.track?.lowercased() })
        let legend = tracks.enumerated().filter { used.contains($0.element.lowercased()) }
            .map { Timeline.LegendItem(label: $0.element, series: $0.offset) }
        return Timeline(columns: columns, marks: marks, lanes: lanes, legend: legend)
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

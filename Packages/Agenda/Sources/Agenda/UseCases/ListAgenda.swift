public import Domain
import Foundation

/// `rushday agenda list EVENT [--day N] [--room R] [--track T] [--tz local|ZONE]`.
/// The programme day by day in the event's zone. Says when the viewer's zone shows other clock
/// times than the event's during it, and, asked, gives every time in a second zone too. Every
/// member may read, staff included.
public struct ListAgenda: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListAgendaRequest) async throws(DomainError) -> AgendaListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readProgramme)
        if let day = request.day { try ProgrammeDays.require(day, of: event) }
        let room = try request.room.map { raw throws(DomainError) in try SessionFields.label(raw, field: "room") }
        let track = try request.track.map { raw throws(DomainError) in try SessionFields.label(raw, field: "track") }
        // A zone the system names that is not in the tz database (or none) cannot be compared.
        let viewer = request.viewerZone.flatMap { try? TimeZoneID($0) }
        let alsoIn = try request.alsoIn.map { raw throws(DomainError) -> TimeZoneID in
            guard raw.trimmingCharacters(in: .whitespaces).lowercased() == "local" else { return try TimeZoneID(raw, field: "tz") }
            guard let viewer else {
                throw .invalid(field: "tz", message: "this system's time zone is not an IANA zone; name one instead, like America/New_York")
            }
            return viewer
        }
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id).filter { session in
            if let room, !Rooms.same(session.room, room) { return false }
            if let track, session.track?.lowercased() != track.lowercased() { return false }
            if let day = request.day, ProgrammeDays.number(of: session.startsAt, in: event) != day { return false }
            return true
        }
        let days = Dictionary(grouping: sessions) { ProgrammeDays.number(of: $0.startsAt, in: event) }
            .sorted { $0.key < $1.key }
            .map { AgendaListResponse.Day(number: $0.key, date: ProgrammeDays.date(ofDay: $0.key, of: event), sessions: $0.value) }
        let differs = viewer.map { zone in Self.showsOtherClocks(zone, than: event, during: sessions) } ?? false
        return AgendaListResponse(event: event, days: days, viewerZone: differs ? viewer : nil, alsoIn: alsoIn)
    }

    /// Whether clocks in `zone` read differently from the event's at its start or at any
    /// session's start or end: Paris beside Berlin does not, London does.
    private static func showsOtherClocks(_ zone: TimeZoneID, than event: Event, during sessions: [AgendaSession]) -> Bool {
        let instants = [event.startsAt] + sessions.flatMap { [$0.startsAt, $0.endsAt] }
        return instants.contains { zone.timeZone.secondsFromGMT(for: $0) != event.timeZone.timeZone.secondsFromGMT(for: $0) }
    }
}

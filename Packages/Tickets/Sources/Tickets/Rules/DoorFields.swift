import Domain
import Foundation

/// A door's name and when its link stops working.
enum DoorFields {
    /// A door link lasts until a day after the event ends unless told otherwise: long enough for
    /// an evening that runs late, short enough that a lost phone stops mattering.
    static let afterEnd: TimeInterval = 24 * 60 * 60

    static func name(_ raw: String) throws(DomainError) -> String {
        do {
            return try TicketTypeFields.device(raw)
        } catch {
            throw .invalid(field: "name", message: "\(UserText.quoted(raw)) must be 1 to 40 characters on one line; name the door, like door-2")
        }
    }

    static func expiry(_ raw: String?, of event: Event, now: Date) throws(DomainError) -> Date {
        guard let raw else { return max(event.endsAt, now).addingTimeInterval(afterEnd) }
        let expires = try DateTimeInput.parse(raw, in: event.timeZone, field: "expires")
        guard expires > now else {
            throw .invalid(field: "expires", message: "\(UserText.quoted(raw)) is already past; give a time to come, like \(ZonedTime.display(now.addingTimeInterval(afterEnd), in: event.timeZone).prefix(16))")
        }
        return expires
    }
}

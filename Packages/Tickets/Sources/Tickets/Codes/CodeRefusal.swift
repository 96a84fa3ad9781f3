public import Domain
public import Foundation

/// Why a scanned code lets nobody in. Each reason has its own message, so the door can tell a
/// photocopy (already inside) from a forgery (tampered) from a mistake (wrong event).
public enum CodeRefusal: Error, Hashable, Sendable {
    /// Nothing at all: an empty code given on purpose is a scan, refused, never nothing scanned.
    case empty
    /// Not a RushDay ticket code at all (another QR code, stray characters).
    case notACode
    /// A RushDay code cut short (a partial scan, a copy missing its end).
    case truncated
    /// Longer than a code: two codes run together, or extra characters.
    case tooLong
    /// A code format this rushday does not know (made by a newer one).
    case unknownVersion(Int)
    case wrongEvent
    /// Signed with a key other than the event's (or the key file's).
    case wrongKey
    /// The signature does not match what the code says: changed or forged.
    case tampered
    /// Correctly signed, but no such ticket is stored (a database restored from before it).
    case unknownTicket
    case cancelled(at: Date?)
    /// An entry scan of a ticket already inside: the entry that let it in.
    case alreadyInside(CheckInScan)
    /// An exit scan of a ticket that is not inside.
    case notInside

    /// One line for the door, times in the event's zone ("already checked in at 19:42 by door-2";
    /// with the date, "at 2027-06-12 19:42", unless the event is one day and the entry was on
    /// it). Only a stored ticket's refusals have times; the others read the same without an event.
    public func reason(for event: Event?) -> String {
        let zone = event?.timeZone
        return switch self {
        case .empty: "is empty; scan or type the whole code"
        case .notACode: "is not a RushDay ticket code"
        case .truncated: "is cut short (truncated); scan it again"
        case .tooLong: "is longer than a ticket code (two codes run together?); scan one code"
        case let .unknownVersion(version): Self.unknownVersion(String(version))
        case .wrongEvent: "is a ticket for another event"
        case .wrongKey: "is signed with another key than this event's (wrong key)"
        case .tampered: "has been tampered with: its signature does not match (forged or altered)"
        case .unknownTicket: "is signed by this event but names no ticket it holds (unknown ticket)"
        case let .cancelled(at): "is cancelled" + (at.map { " since \(Self.display($0, in: zone))" } ?? "")
        case let .alreadyInside(entry): Self.alreadyInside(at: Self.entered(entry.at, at: event), by: entry.device)
        case .notInside: "is not checked in; there is no entry to exit from"
        }
    }

    /// Every reason by name, in these very words, for a door that checks codes itself (the door
    /// page's script, offline): `{version}`, `{at}` and `{device}` stand where `reason(for:)` puts
    /// a value, and `alreadyInsideByList` is a ticket the door's list says is inside. A cancelled
    /// ticket's reason has no time: the list does not say when.
    static var words: [String: String] {
        let named: [(String, CodeRefusal)] = [("empty", .empty), ("notACode", .notACode), ("truncated", .truncated), ("tooLong", .tooLong),
                                              ("wrongEvent", .wrongEvent), ("wrongKey", .wrongKey), ("tampered", .tampered),
                                              ("unknownTicket", .unknownTicket), ("cancelled", .cancelled(at: nil)), ("notInside", .notInside)]
        var words = Dictionary(uniqueKeysWithValues: named.map { ($0.0, $0.1.reason(for: nil)) })
        words["unknownVersion"] = unknownVersion("{version}")
        words["alreadyInside"] = alreadyInside(at: "{at}", by: "{device}")
        words["alreadyInsideByList"] = alreadyInside(at: "{at}", by: OfflineList.insideDevice)
        return words
    }

    private static func unknownVersion(_ version: String) -> String {
        "is a version \(version) code, which this rushday cannot read; upgrade rushday"
    }

    private static func alreadyInside(at time: String, by device: String) -> String {
        "already checked in at \(time) by \(device)"
    }

    /// "19:42" on the day of a one-day event; "2027-06-12 19:42" at a longer one, or on another day.
    private static func entered(_ instant: Date, at event: Event?) -> String {
        guard let event else { return display(instant, in: nil) }
        let shown = ZonedTime.display(instant, in: event.timeZone)
        let date = { (instant: Date) in ZonedTime.display(instant, in: event.timeZone).prefix(10) }
        let sameDay = date(event.startsAt) == date(event.endsAt.addingTimeInterval(-1)) && date(instant) == date(event.startsAt)
        return String(shown.dropFirst(sameDay ? 11 : 0).prefix(sameDay ? 5 : 16))
    }

    private static func display(_ instant: Date, in zone: TimeZoneID?) -> String {
        zone.map { ZonedTime.display(instant, in: $0) } ?? instant.formatted(.iso8601)
    }
}

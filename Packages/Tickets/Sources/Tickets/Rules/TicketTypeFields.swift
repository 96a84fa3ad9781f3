import Domain
import Foundation

/// The rules for what people type about a ticket type and a pool.
enum TicketTypeFields {
    static let nameLimit = 80

    static func name(_ raw: String) throws(DomainError) -> (name: String, handle: Handle) {
        let name = raw.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .invalid(field: "name", message: "is blank; name the ticket type, like \"Early bird\"") }
        guard name.count <= nameLimit else { throw .invalid(field: "name", message: "is longer than \(nameLimit) characters; shorten it") }
        try UserText.validate(name, field: "name", allowingLineBreaks: false)
        guard let handle = Handle.derived(from: name) else {
            throw .invalid(field: "name", message: "\(UserText.quoted(raw)) has no Latin letters or digits to make the type's handle from; add some")
        }
        return (name, handle)
    }

    static func price(_ raw: String, event: Event) throws(DomainError) -> Money {
        try Money(parsing: raw, currency: event.currency, field: "price")
    }

    static func quota(_ value: Int, field: String = "quota") throws(DomainError) -> Int {
        guard value >= 0 else { throw .invalid(field: field, message: "is \(value); give 0 or more tickets") }
        guard value <= 1_000_000 else { throw .invalid(field: field, message: "is more than 1,000,000 tickets; give a smaller quota") }
        return value
    }

    static func maxPerIssue(_ value: Int) throws(DomainError) -> Int {
        guard (1...10_000).contains(value) else { throw .invalid(field: "max-per-issue", message: "is \(value); give 1 to 10,000 tickets") }
        return value
    }

    static func pool(_ raw: String, in catalog: TicketCatalog) throws(DomainError) -> Handle {
        let handle = try Handle(raw.trimmingCharacters(in: .whitespaces).lowercased(), field: "pool")
        guard catalog.pools.contains(where: { $0.handle == handle }) else { throw .ticketPoolMissing(handle) }
        return handle
    }

    /// The sales window, read in the event's zone; opening must come before closing.
    static func window(opens: String?, closes: String?, event: Event) throws(DomainError) -> (Date?, Date?) {
        let open = try opens.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "opens") }
        let close = try closes.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "closes") }
        try requireOrder(open, close, zone: event.timeZone)
        return (open, close)
    }

    static func requireOrder(_ open: Date?, _ close: Date?, zone: TimeZoneID) throws(DomainError) {
        if let open, let close, close <= open {
            throw .invalid(field: "closes", message: "\(ZonedTime.display(close, in: zone)) is not after the opening (\(ZonedTime.display(open, in: zone))); give a later time")
        }
    }

    static func device(_ raw: String) throws(DomainError) -> String {
        let device = raw.trimmingCharacters(in: .whitespaces)
        guard !device.isEmpty, device.count <= 40 else {
            throw .invalid(field: "device", message: "\(UserText.quoted(raw)) must be 1 to 40 characters; name the door, like door-2")
        }
        try UserText.validate(device, field: "device", allowingLineBreaks: false)
        return device
    }
}

import Domain
import Foundation

/// Applies checked rows to an event's list in file order: adds new guests, and for one already
/// there (or earlier in the file) skips, updates or reports it. Acceptances take places while
/// the whole party fits and go to the waitlist after, in file order. Heads and handles are
/// counted as it goes, so a large file costs one pass, not one scan of the list per row.
struct ImportPlan {
    private(set) var guests: [Guest]
    private(set) var added = 0
    private(set) var updated = 0
    private(set) var skipped = 0
    private(set) var waitlisted = 0
    private(set) var problems: [String] = []

    private let event: Event
    private let path: String
    private let onDuplicate: ImportGuestsRequest.OnDuplicate
    private let now: Date
    private let makeID: () -> GuestID
    private var byKey: [String: Int] = [:]
    private var handles: Set<Handle>
    private var emails: [EmailAddress: Int] = [:]
    private var acceptedHeads: Int

    init(event: Event, guests: [Guest], path: String, onDuplicate: ImportGuestsRequest.OnDuplicate, now: Date,
         makeID: @escaping () -> GuestID) {
        self.guests = guests
        self.event = event
        self.path = path
        self.onDuplicate = onDuplicate
        self.now = now
        self.makeID = makeID
        handles = Set(guests.map(\.handle))
        acceptedHeads = Seating.acceptedHeads(guests)
        for (index, guest) in guests.enumerated() {
            byKey[ImportRow.key(of: guest)] = index
            if let email = guest.email { emails[email] = index }
        }
    }

    mutating func apply(_ row: ImportRow) {
        guard let index = byKey[row.key] else {
            add(row)
            return
        }
        switch onDuplicate {
        case .skip:
            skipped += 1
        case .fail:
            problems.append("\(path):\(row.line): \(row.email == nil ? "name" : "email"): \(row.email?.value ?? row.name) is already on this event's guest list or earlier in the file")
        case .update:
            update(at: index, with: row)
        }
    }

    private mutating func add(_ row: ImportRow) {
        let base = Handle.derived(from: row.name) ?? Handle.derived(from: "guest")!
        var handle = base
        var number = 1
        while handles.contains(handle) {
            number += 1
            handle = base.numbered(number)
        }
        handles.insert(handle)
        let guest = Guest(id: makeID(), eventID: event.id, handle: handle, name: row.name, email: row.email, phone: row.phone,
                          others: row.others, plusOnes: row.plusOnes, tags: row.tags, dietary: row.dietary, note: row.note,
                          status: .invited, answers: row.answers, statusChangedAt: now, createdAt: now, updatedAt: now)
        guests.append(guest)
        byKey[row.key] = guests.count - 1
        if let email = row.email { emails[email] = guests.count - 1 }
        added += 1
        if let status = row.status { set(status, at: guests.count - 1) }
    }

    private mutating func update(at index: Int, with row: ImportRow) {
        if let email = row.email, let holder = emails[email], holder != index {
            problems.append("\(path):\(row.line): email: \(email) is already another guest's on this event's list")
            return
        }
        var guest = guests[index]
        if guest.status == .accepted { acceptedHeads -= guest.heads }
        guest.name = row.name
        if let email = row.email { guest.email = email; emails[email] = index }
        if let phone = row.phone { guest.phone = phone }
        if row.partyGiven {
            guest.others = row.others
            guest.plusOnes = row.plusOnes
        }
        if !row.tags.isEmpty { guest.tags = row.tags }
        if let dietary = row.dietary { guest.dietary = dietary }
        if let note = row.note { guest.note = note }
        guest.answers.merge(row.answers) { _, new in new }
        guest.updatedAt = now
        guests[index] = guest
        if guest.status == .accepted { acceptedHeads += guest.heads }
        updated += 1
        if let status = row.status { set(status, at: index) }
    }

    /// An acceptance takes its places only if the whole party fits; otherwise it waits.
    private mutating func set(_ status: RSVPStatus, at index: Int) {
        var status = status
        if guests[index].status == .accepted { acceptedHeads -= guests[index].heads }
        if status == .accepted, let capacity = event.capacity, acceptedHeads + guests[index].heads > capacity {
            status = .waitlisted
            waitlisted += 1
        }
        if status == .accepted { acceptedHeads += guests[index].heads }
        Seating.set(status, of: &guests[index], at: now)
    }
}

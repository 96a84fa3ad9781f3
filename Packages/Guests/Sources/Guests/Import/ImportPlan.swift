import Domain
import Foundation

/// Applies checked rows to an event's list through a `GuestBatch`, in file order: adds new
/// guests, and for one already there (or earlier in the file) skips, updates or reports it.
/// Acceptances take places while the whole party fits and go to the waitlist after, in file
/// order; each row that changes a guest already there serves the waitlist before the next row
/// is read, so a later row never takes a place a waiting party fits in. Only counts and the promoted parties are
/// kept here; the list itself stays in the store.
struct ImportPlan {
    private(set) var added = 0
    private(set) var updated = 0
    private(set) var skipped = 0
    private(set) var waitlisted = 0
    /// Waitlisted parties that rows freeing places let in, in the order they were promoted.
    private(set) var promoted: [Guest] = []
    /// Guests a row declined who still hold valid tickets (a warning, not a bad row).
    private(set) var stillHeld: [TicketsStillHeld] = []
    private(set) var problems: [ImportProblem] = []

    private let batch: any GuestBatch
    private let onDuplicate: ImportGuestsRequest.OnDuplicate
    private let now: Date
    private let makeID: () -> GuestID
    /// The valid tickets each guest held when the import began.
    private let held: [GuestID: [String]]
    private var acceptedHeads: Int
    /// For a handle base already taken, the last number given: a file of a thousand "Guest"
    /// rows numbers them in one pass instead of retrying from 2 each time.
    private var nextNumber: [Handle: Int] = [:]

    init(batch: any GuestBatch, onDuplicate: ImportGuestsRequest.OnDuplicate, now: Date, held: [GuestID: [String]],
         makeID: @escaping () -> GuestID) throws(DomainError) {
        self.batch = batch
        self.onDuplicate = onDuplicate
        self.now = now
        self.makeID = makeID
        self.held = held
        acceptedHeads = batch.acceptedHeads
        // A list stored before every change served the waitlist may have a party waiting that
        // fits: it goes before the file's first row.
        promoted = try batch.serveWaitlist(acceptedHeads: &acceptedHeads, now: now)
    }

    /// A row that cannot be applied: reported with its cells, and the import as a whole will
    /// write nothing unless it skips bad rows.
    mutating func report(line: Int, _ error: DomainError, cells: [String]) {
        problems.append(ImportProblem(line: line, error: error, cells: cells))
    }

    /// Throws only what the store throws (it cannot go on); a row's own problem is reported
    /// with `cells`, the row as the file had it.
    mutating func apply(_ row: ImportRow, cells: [String]) throws(DomainError) {
        guard let existing = try batch.guest(withKey: row.key) else {
            try add(row)
            return
        }
        switch onDuplicate {
        case .skip:
            skipped += 1
        case .fail:
            report(line: row.line, .conflict(field: row.email == nil ? "name" : "email",
                message: "\(row.email?.value ?? row.name) is already on this event's guest list or earlier in the file"), cells: cells)
        case .update:
            try update(existing, with: row)
        }
    }

    private mutating func add(_ row: ImportRow) throws(DomainError) {
        let base = Handle.derived(from: row.name) ?? Handle.derived(from: "guest")!
        var guest = Guest(id: makeID(), eventID: batch.event.id, handle: nextNumber[base].map(base.numbered) ?? base,
                          name: row.name, email: row.email, phone: row.phone, others: row.others, plusOnes: row.plusOnes,
                          tags: row.tags, dietary: row.dietary, note: row.note, status: .invited, answers: row.answers,
                          statusChangedAt: now, createdAt: now, updatedAt: now)
        if let status = row.status {
            set(status, of: &guest)
            noteAnswer(status, of: &guest)
        }
        // The store refuses a taken handle: numbering on then costs a lookup only on a clash,
        // not one per row.
        while true {
            do throws(DomainError) {
                try batch.add(guest)
                break
            } catch {
                guard error == .guestHandleTaken(guest.handle) else { throw error }
                let number = (nextNumber[base] ?? 1) + 1
                nextNumber[base] = number
                guest.handle = base.numbered(number)
            }
        }
        added += 1
    }

    private mutating func update(_ stored: Guest, with row: ImportRow) throws(DomainError) {
        var guest = stored
        guest.name = row.name
        if let email = row.email { guest.setEmail(email) }
        if let phone = row.phone { guest.phone = phone }
        if row.partyGiven { guest.setParty(others: row.others, plusOnes: row.plusOnes) }
        if !row.tags.isEmpty { guest.tags = row.tags }
        if let dietary = row.dietary { guest.dietary = dietary }
        if let note = row.note { guest.note = note }
        guest.answers.merge(row.answers) { _, new in new }
        guest.updatedAt = now
        if stored.status == .accepted { acceptedHeads += guest.heads - stored.heads }
        // An accepted party that grew must fit again, as `guests update` asks.
        if let status = row.status ?? (stored.status == .accepted && guest.heads > stored.heads ? .accepted : nil) {
            set(status, of: &guest)
        }
        if let status = row.status { noteAnswer(status, of: &guest) }
        try batch.update(guest, replacing: stored)
        updated += 1
        if guest.status == .declined, stored.status != .declined, let tickets = held[guest.id] {
            stillHeld.append(TicketsStillHeld(guest: guest.handle, tickets: tickets))
        }
        // Places freed, or a waiting party made smaller, may let the line move.
        promoted += try batch.serveWaitlist(acceptedHeads: &acceptedHeads, now: now)
    }

    /// Only a row that says yes, no or maybe is the guest's answer; one that says invited (as
    /// every export does for a guest who has not answered) leaves the guest without one, so an
    /// exported list imported again reads as it was.
    private func noteAnswer(_ status: RSVPStatus, of guest: inout Guest) {
        guard status == .invited else { return guest.answered(via: .import, at: now) }
        guest.answeredAt = nil
        guest.answeredVia = nil
    }

    /// An acceptance takes its places only if the whole party fits; otherwise it waits.
    /// `acceptedHeads` counts `guest` when it is accepted, before and after.
    private mutating func set(_ status: RSVPStatus, of guest: inout Guest) {
        let wasAccepted = guest.status == .accepted
        if status == .accepted {
            if Waitlist.accept(&guest, acceptedHeads: acceptedHeads, capacity: batch.event.capacity, now: now) == .waitlisted {
                waitlisted += 1
            }
        } else {
            Waitlist.set(status, of: &guest, at: now)
        }
        let isAccepted = guest.status == .accepted
        if wasAccepted != isAccepted { acceptedHeads += isAccepted ? guest.heads : -guest.heads }
    }
}

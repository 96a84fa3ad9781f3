import Domain
import DomainTestSupport
import Foundation
import Testing
@testable import Tickets

/// The code format: its size and alphabet, and each refusal a door can make with only the key.
@Suite struct TicketCodeTests {
    let signer = ChecksumSignatures()
    let event = EventID(UUID())
    let key: EventSigningKey

    init() {
        let pair = signer.makeKeyPair()
        key = EventSigningKey(eventID: event, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: Date())
    }

    func code(type: Int = 3) throws -> TicketCode {
        try TicketCode.signed(ticket: TicketID(UUID()), event: event, typeNumber: type, key: key, signer: signer)
    }

    func refusal(_ text: String, event: EventID? = nil, publicKey: [UInt8]? = nil) -> CodeRefusal? {
        do {
            try TicketCode.parse(text).check(event: event ?? self.event, publicKey: publicKey ?? key.publicKey, signer: signer)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCodeIsVersionedCompactAndQRAlphanumeric() throws {
        let code = try code()
        #expect(code.text.hasPrefix("RT1:"))
        #expect(code.text.count == 153 && TicketCode.textLength == 153)
        #expect(code.text.allSatisfy { "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".contains($0) })
        #expect(code.text.last != " ")
        let read = try TicketCode.parse(code.text)
        #expect(read == code && read.typeNumber == 3)
        #expect(refusal(code.text) == nil)
    }

    @Test func eachWrongCodeHasItsOwnRefusal() throws {
        let text = try code().text
        #expect(refusal("") == .empty)
        #expect(refusal("RT") == .truncated)
        #expect(refusal("hello") == .notACode)
        #expect(refusal("RT1:" + String(text.dropFirst(4)).lowercased()) == .notACode)
        #expect(refusal(String(text.dropLast(1))) == .truncated)
        #expect(refusal(String(text.dropLast(40))) == .truncated)
        #expect(refusal(text + "00") == .tooLong)
        #expect(refusal("RT2:" + text.dropFirst(4)) == .unknownVersion(2))
        #expect(refusal(text, event: EventID(UUID())) == .wrongEvent)
        let other = signer.makeKeyPair()
        #expect(refusal(text, publicKey: other.publicKey) == .wrongKey)
        var changed = try TicketCode.parse(text)
        changed = TicketCode(keyID: changed.keyID, eventID: changed.eventID, ticketID: TicketID(UUID()), typeNumber: changed.typeNumber,
                             signature: changed.signature)
        #expect(refusal(changed.text) == .tampered)
    }

    @Test func refusalsReadDifferently() {
        let zone = try! TimeZoneID("Europe/Berlin")
        let entry = CheckInScan(ticketID: TicketID(UUID()), eventID: event, direction: .entry, device: "door-2",
                                at: Date(timeIntervalSince1970: 1_813_340_520)) // 2027-06-18 17:42 UTC
        let refusals: [CodeRefusal] = [.notACode, .truncated, .tooLong, .unknownVersion(2), .wrongEvent, .wrongKey, .tampered,
                                       .unknownTicket, .cancelled(at: nil), .alreadyInside(entry), .notInside]
        func gala(hours: Double) -> Event {
            let starts = Date(timeIntervalSince1970: 1_813_338_000) // 2027-06-18 19:00 in Berlin
            return Event(id: event, handle: try! Handle("gala"), title: "Gala", startsAt: starts, endsAt: starts.addingTimeInterval(hours * 3600),
                         timeZone: zone, currency: .euro, createdAt: starts, updatedAt: starts)
        }
        let reasons = refusals.map { $0.reason(for: gala(hours: 4)) }
        #expect(Set(reasons).count == refusals.count)
        #expect(CodeRefusal.alreadyInside(entry).reason(for: gala(hours: 4)) == "already checked in at 19:42 by door-2")
        // At an event of several days, or an entry on another day than a one-day event's: the date too.
        #expect(CodeRefusal.alreadyInside(entry).reason(for: gala(hours: 50)) == "already checked in at 2027-06-18 19:42 by door-2")
        let before = CheckInScan(ticketID: entry.ticketID, eventID: event, direction: .entry, device: "door-2",
                                 at: entry.at.addingTimeInterval(-86_400))
        #expect(CodeRefusal.alreadyInside(before).reason(for: gala(hours: 4)) == "already checked in at 2027-06-17 19:42 by door-2")
    }

    @Test func theKeyFileRoundTripsAndRefusesOtherText() throws {
        let file = KeyFile(eventID: event, publicKey: key.publicKey)
        #expect(try KeyFile(parsing: file.text + "\n") == file)
        #expect(throws: DomainError.self) { try KeyFile(parsing: "rushday-ticket-key v2 \(event) ed25519 AAAA") }
        #expect(throws: DomainError.self) { try KeyFile(parsing: "") }
    }
}

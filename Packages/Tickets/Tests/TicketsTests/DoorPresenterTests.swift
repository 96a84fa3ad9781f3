import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// The door's JSON documents as Packages/Tickets/README.md and the web's contract give them: every key, and
/// null where a value may be missing (never a key left out).
@Suite struct DoorPresenterTests {
    private func object(_ presentation: Presentation) throws -> [String: Any] {
        try #require(try jsonObject(presentation) as? [String: Any])
    }

    private func keys(_ value: Any?) -> [String] {
        (value as? [String: Any])?.keys.sorted() ?? []
    }

    @Test func aNewDoorAndTheDoorsList() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.addDoor("front")
        let json = try object(DoorPresenter.added(added, link: "http://127.0.0.1:8080/d/\(added.secret)"))
        #expect(keys(json) == ["event", "expiresAt", "link", "name"])
        #expect(json["event"] as? String == "gala" && json["name"] as? String == "front")
        #expect(json["link"] as? String == "http://127.0.0.1:8080/d/token-1")
        #expect(json["expiresAt"] as? String == "2027-01-03T12:40:00+01:00", "the event's end and a day, in its zone")

        try await fixture.addDoor("side")
        let revoked = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "side"))
        let shown = try object(DoorPresenter.revoked(revoked, event: fixture.event))
        #expect(keys(shown) == ["admitted", "createdAt", "expiresAt", "name", "revokedAt", "state"])
        #expect(shown["state"] as? String == "revoked" && shown["revokedAt"] as? String == "2027-01-01T11:40:00+01:00")

        let list = try #require(try jsonObject(DoorPresenter.list(try await ListDoors(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))))
            as? [[String: Any]])
        #expect(list.map { keys($0) } == Array(repeating: ["admitted", "createdAt", "expiresAt", "name", "revokedAt", "state"], count: 2))
        #expect(list.map { $0["state"] as? String } == ["open", "revoked"])
        #expect(list[0]["revokedAt"] is NSNull && list[1]["revokedAt"] is String)
    }

    @Test func theOfflineListAndTheSearch() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", name: "Ann Lee", count: 2)
        try await fixture.cancel(tickets[1].ticket.reference)
        _ = try await fixture.door().scan(tickets[0].code)
        let list = try object(DoorListPresenter.list(try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))))
        #expect(keys(list) == ["code", "event", "madeAt", "publicKey", "refusals", "tickets"], "code and refusals: DoorListCodeTests")
        #expect(keys(list["event"]) == ["handle", "id", "title", "zone"])
        let event = try #require(list["event"] as? [String: Any])
        #expect(event["id"] as? String == fixture.event.id.description && event["zone"] as? String == "Europe/Berlin")
        let encodedKey = try #require(list["publicKey"] as? String)
        let key = try #require(Data(base64Encoded: encodedKey))
        #expect(Array(key) == (await fixture.store.signingKey(of: fixture.event.id))?.publicKey && key.count == 32)
        #expect(list["madeAt"] as? String == "2027-01-01T11:40:00+01:00")
        let shown = try #require(list["tickets"] as? [[String: Any]])
        #expect(shown.map { keys($0) } == Array(repeating: ["holder", "id", "inside", "status", "ticket", "type"], count: 2))
        #expect(shown.map { $0["id"] as? String } == tickets.map(\.ticket.id.description))
        #expect(shown.map { $0["ticket"] as? String } == tickets.map(\.ticket.reference))
        #expect(shown.map { $0["status"] as? String } == ["valid", "cancelled"])
        #expect(shown.map { $0["type"] as? String } == ["regular", "regular"], "the type's handle, as in a scan's JSON")
        #expect(shown.map { $0["inside"] as? Bool } == [true, false])

        let matches = try object(DoorListPresenter.matches(try await FindAtDoor(fixture.dependencies).execute(FindAtDoorRequest(event: "gala", query: "ann"))))
        let found = try #require(matches["matches"] as? [[String: Any]])
        #expect(found.map { keys($0) } == [["email", "name", "tickets"], ["email", "name", "tickets"]])
        #expect(found.allSatisfy { $0["email"] is NSNull && $0["name"] as? String == "Ann Lee" }, "a holder given by name alone has no email")
        #expect(found.map { keys(($0["tickets"] as? [Any])?.first) } == Array(repeating: ["holder", "id", "inside", "status", "ticket", "type"], count: 2))
    }

    @Test func conflictsSayNullForWhatTheirKindHasNot() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        try await fixture.cancel(tickets[1].ticket.reference)
        fixture.dependencies.fixedClock.advance(by: 60)
        let at = fixture.dependencies.fixedClock.now()
        let scans = [
            SyncScansRequest.Scan(nonce: "nonce-0001", code: tickets[0].code, direction: .entry, at: at.addingTimeInterval(-30)),
            SyncScansRequest.Scan(nonce: "nonce-0002", code: tickets[0].code, direction: .entry, at: at.addingTimeInterval(-20)),
            SyncScansRequest.Scan(nonce: "nonce-0003", code: tickets[1].code, direction: .entry, at: at.addingTimeInterval(-10)),
        ]
        _ = try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", device: "phone-1", scans: scans))
        let json = try object(ConflictsPresenter.list(try await ListConflicts(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))))
        #expect(keys(json) == ["conflicts", "event"] && json["event"] as? String == "gala")
        let conflicts = try #require(json["conflicts"] as? [[String: Any]])
        let all = ["at", "cancelledAt", "device", "firstAt", "firstDevice", "holder", "kind", "ticket", "type"]
        #expect(conflicts.map { keys($0) } == [all, all])
        #expect(conflicts.map { $0["kind"] as? String } == ["admitted-twice", "after-cancellation"])
        #expect(conflicts[0]["firstAt"] as? String == "2027-01-01T11:40:30+01:00" && conflicts[0]["firstDevice"] as? String == "phone-1")
        #expect(conflicts[0]["at"] as? String == "2027-01-01T11:40:40+01:00" && conflicts[0]["cancelledAt"] is NSNull)
        #expect(conflicts[1]["firstAt"] is NSNull && conflicts[1]["firstDevice"] is NSNull)
        #expect(conflicts[1]["cancelledAt"] as? String == "2027-01-01T11:40:00+01:00")
        #expect(conflicts.map { $0["ticket"] as? String } == [tickets[0].ticket.reference, tickets[1].ticket.reference])
    }

    @Test func anUploadsSummaryAndEachResult() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let now = fixture.dependencies.fixedClock.now()
        let scans = [
            SyncScansRequest.Scan(nonce: "nonce-0001", code: ticket.code, direction: .entry, at: now),
            SyncScansRequest.Scan(nonce: "nonce-0001", code: ticket.code, direction: .entry, at: now),
            SyncScansRequest.Scan(nonce: "nonce-0002", code: "garbage", direction: .entry, at: now),
        ]
        let json = try object(SyncPresenter.synced(try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", scans: scans))))
        #expect(keys(json) == ["conflicts", "duplicates", "recorded", "refused", "results"])
        #expect([json["recorded"], json["duplicates"], json["refused"], json["conflicts"]].map { $0 as? Int } == [1, 1, 1, 0])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { keys($0) } == Array(repeating: ["nonce", "reason", "result"], count: 3))
        #expect(results.map { $0["result"] as? String } == ["recorded", "duplicate", "refused"])
        #expect(results[0]["reason"] is NSNull && results[1]["reason"] is NSNull)
        #expect(results[2]["reason"] as? String == "is not a RushDay ticket code")
    }

    @Test func aScanOnlineAndOfflineHasTheSameKeys() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular", name: "Ann Lee").first)
        let door = try await fixture.door()
        let all = ["code", "holder", "reason", "result", "ticket", "type"]
        let admitted = try object(ScanPresenter.line(try await door.scan(ticket.code)))
        #expect(keys(admitted) == all && admitted["result"] as? String == "admitted" && admitted["reason"] is NSNull)
        #expect(admitted["ticket"] as? String == ticket.ticket.reference && admitted["holder"] as? String == "Ann Lee")
        let refused = try object(ScanPresenter.line(try await door.scan("garbage")))
        #expect(keys(refused) == all && refused["result"] as? String == "refused" && refused["reason"] as? String == "is not a RushDay ticket code")
        #expect(refused["ticket"] is NSNull && refused["holder"] is NSNull && refused["type"] is NSNull)
        let exited = try object(ScanPresenter.line(try await fixture.door(.exit).scan(ticket.code)))
        #expect(exited["result"] as? String == "exited")

        let key = try await ExportKey(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).keyFile.text
        let offline = try OfflineDoor(dependencies: fixture.dependencies, key: key, list: nil, direction: .entry, device: "phone-9", journal: [])
        let letIn = try object(OfflineScanPresenter.line(await offline.scan(ticket.code, nonce: "nonce-0001", at: Date())))
        #expect(keys(letIn) == all && letIn["result"] as? String == "admitted" && letIn["holder"] is NSNull, "no list: nobody to name")
        let forged = try object(OfflineScanPresenter.line(await offline.scan(tampered(ticket.code), nonce: "nonce-0002", at: Date())))
        #expect(keys(forged) == all && forged["result"] as? String == "refused" && forged["reason"] is String)

        let list = DoorListPresenter.list(try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala")))
        let listed = try OfflineDoor(dependencies: fixture.dependencies, key: key, list: String(decoding: try JSONEncoder().encode(list.json), as: UTF8.self),
                                     direction: .exit, device: "phone-9", journal: [])
        let offlineExit = try object(OfflineScanPresenter.line(await listed.scan(ticket.code, nonce: "nonce-0003", at: Date())))
        #expect(offlineExit as NSDictionary == exited as NSDictionary, "offline prints what online does")
    }
}

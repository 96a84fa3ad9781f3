import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing
@testable import Tickets

/// The door list's `code` and `refusals`, with which the door page's script reads codes and words
/// their refusals offline, keeping no copy of its own: read as the list says, a real code gives
/// what `TicketCode.parse` gives, and each refusal's words, filled in, are `reason(for:)`'s.
@Suite struct DoorListCodeTests {
    private struct Listed {
        let fixture: Fixture
        let ticket: TicketView
        let list: [String: Any]

        init() async throws {
            fixture = try await Fixture()
            try await fixture.addType("Regular")
            ticket = try #require(try await fixture.issue("regular", name: "Ann Lee").first)
            let presentation = DoorListPresenter.list(try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala")))
            list = try #require(try jsonObject(presentation) as? [String: Any])
        }
    }

    /// RFC 9285 with the alphabet the list gives, as the script decodes (nil where it refuses).
    private func base45(_ text: String, alphabet: String) -> [UInt8]? {
        let digits = text.map { character in alphabet.firstIndex(of: character).map { alphabet.distance(from: alphabet.startIndex, to: $0) } }
        guard digits.allSatisfy({ $0 != nil }), digits.count % 3 != 1 else { return nil }
        let values = digits.compactMap { $0 }
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: values.count, by: 3) {
            if start + 2 < values.count {
                let n = values[start] + values[start + 1] * 45 + values[start + 2] * 2025
                bytes += [UInt8(n >> 8), UInt8(n & 0xFF)]
            } else {
                bytes.append(UInt8(values[start] + values[start + 1] * 45))
            }
        }
        return bytes
    }

    private func uuid(_ bytes: [UInt8]?) -> UUID? {
        guard let b = bytes, b.count == 16 else { return nil }
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    @Test func theListSaysHowToReadACode() async throws {
        let listed = try await Listed()
        let code = try #require(listed.list["code"] as? [String: Any])
        let prefix = try #require(code["prefix"] as? String), family = try #require(code["family"] as? String)
        let alphabet = try #require(code["alphabet"] as? String)
        let length = try #require(code["length"] as? Int), signature = try #require(code["signature"] as? Int)
        let body = try #require(code["body"] as? [[String: Any]])
        let text = listed.ticket.code
        #expect(text.hasPrefix(prefix) && prefix.hasPrefix(family) && prefix != family && text.count == length)
        #expect(String(prefix.dropFirst(family.count)) == "1:", "the family, the version, a colon")
        let bytes = try #require(base45(String(text.dropFirst(prefix.count)), alphabet: alphabet))
        let parts = body.compactMap { part in (part["name"] as? String).flatMap { name in (part["bytes"] as? Int).map { (name, $0) } } }
        #expect(parts.map { $0.0 } == ["keyId", "eventId", "ticketId", "type"])
        #expect(parts.reduce(0) { $0 + $1.1 } + signature == bytes.count)
        var sliced: [String: [UInt8]] = [:]
        var offset = 0
        for (name, count) in parts {
            sliced[name] = Array(bytes[offset..<offset + count])
            offset += count
        }
        let parsed = try TicketCode.parse(text)
        let encodedKey = try #require(listed.list["publicKey"] as? String)
        let publicKey = try #require(Data(base64Encoded: encodedKey))
        #expect(sliced["keyId"] == parsed.keyID && sliced["keyId"] == Array(publicKey.prefix(2)))
        #expect(uuid(sliced["eventId"]) == listed.fixture.event.id.rawValue && uuid(sliced["ticketId"]) == listed.ticket.ticket.id.rawValue)
        #expect(sliced["type"] == [UInt8(parsed.typeNumber)])
        #expect(Array(bytes[offset...]) == parsed.signature)
        #expect(base45(String(text.dropFirst(prefix.count)).lowercased(), alphabet: alphabet) == nil, "lower case is not Base45")
    }

    @Test func theListWordsEveryRefusalAsTheDoorDoes() async throws {
        let listed = try await Listed()
        let words = try #require(listed.list["refusals"] as? [String: String])
        let event = listed.fixture.event
        let plain: [(String, CodeRefusal)] = [("empty", .empty), ("notACode", .notACode), ("truncated", .truncated), ("tooLong", .tooLong),
                                              ("wrongEvent", .wrongEvent), ("wrongKey", .wrongKey), ("tampered", .tampered),
                                              ("unknownTicket", .unknownTicket), ("cancelled", .cancelled(at: nil)), ("notInside", .notInside)]
        for (name, refusal) in plain {
            #expect(words[name] == refusal.reason(for: event), "\(name)")
        }
        #expect(words["unknownVersion"]?.replacingOccurrences(of: "{version}", with: "2") == CodeRefusal.unknownVersion(2).reason(for: event))
        #expect(Set(words.keys) == Set(plain.map { $0.0 } + ["unknownVersion", "alreadyInside", "alreadyInsideByList"]))

        // The time is the script's to write (the event's zone); around it, the same words.
        func matches(_ template: String?, device: String, _ reason: String) -> Bool {
            guard let parts = template?.replacingOccurrences(of: "{device}", with: device).components(separatedBy: "{at}"), parts.count == 2 else { return false }
            return reason.hasPrefix(parts[0]) && reason.hasSuffix(parts[1]) && reason.count > parts[0].count + parts[1].count
        }
        let entry = CheckInScan(ticketID: listed.ticket.ticket.id, eventID: event.id, direction: .entry, device: "door-2", at: event.startsAt)
        let inside = CodeRefusal.alreadyInside(entry).reason(for: event)
        #expect(matches(words["alreadyInside"], device: "door-2", inside), "\(inside)")

        // A ticket the list says is inside, refused by a door with the list, as the script refuses it.
        _ = try await listed.fixture.door().scan(listed.ticket.code)
        let key = try await ExportKey(listed.fixture.dependencies).execute(EventTicketsRequest(event: "gala")).keyFile.text
        let list = DoorListPresenter.list(try await DownloadDoorList(listed.fixture.dependencies).execute(EventTicketsRequest(event: "gala")))
        let door = try OfflineDoor(dependencies: listed.fixture.dependencies, key: key, list: String(decoding: try JSONEncoder().encode(list.json), as: UTF8.self),
                                   direction: .entry, device: "phone-9", journal: [])
        let refused = try #require(await door.scan(listed.ticket.code, nonce: "nonce-0001", at: event.startsAt).refusal)
        #expect(matches(words["alreadyInsideByList"], device: "", refused.reason(for: event)), "\(refused.reason(for: event))")
    }
}

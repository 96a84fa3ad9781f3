import Domain
import DomainTestSupport
import Foundation
@testable import Shifts
import Testing

/// A volunteer's check-in code (`VolunteerCode`): "RV1:" and the Base45 of key id, event,
/// volunteer and a signature, with the event's key, over the prefix and the body. It reads back
/// to what was signed; every way it can be wrong is one refusal of the field `code`.
@Suite struct VolunteerCodeTests {
    /// The fest with its key (made as a volunteer's page makes it) and Vera (#1) on its board.
    struct Signed {
        let fixture: Fixture
        let key: EventSigningKey
        let vera: Volunteer
        let code: VolunteerCode

        var signer: ChecksumSignatures { fixture.dependencies.signatures }
        var event: EventID { fixture.event.id }

        init() async throws {
            fixture = try await Fixture()
            try await fixture.volunteer("Vera", email: "vera@example.org")
            key = try await fixture.signingKey()
            vera = try #require(await fixture.storedVolunteer(1))
            code = try VolunteerCode.signed(volunteer: vera.id, event: fixture.event.id, key: key, signer: fixture.dependencies.signatures)
        }

        /// `text` read at the fest with its key.
        func read(_ text: String, key: EventSigningKey?? = .none) throws(DomainError) -> VolunteerCode {
            try VolunteerCode.read(text, event: event, key: key ?? self.key, signer: signer)
        }

        /// The body's bytes (key id, event, volunteer), as the format lays them out.
        var body: [UInt8] { Array(key.publicKey.prefix(2)) + event.rawValue.bytes + vera.id.rawValue.bytes }
    }

    /// `text` is refused with a plain `invalid` error on the field `code` whose words contain `words`.
    func expectCodeRefused(_ signed: Signed, _ text: String, key: EventSigningKey?? = .none, saying words: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let read = try signed.read(text, key: key)
            Issue.record("\(text.debugDescription) read as \(read)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == "invalid" && error.field == "code", "\(error)", sourceLocation: sourceLocation)
            if !words.isEmpty {
                #expect(error.words.contains(words), "\(error) should say \(words)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - What a code is

    @Test func aCodeReadsBackToWhatWasSigned() async throws {
        let signed = try await Signed()
        let text = signed.code.text
        let read = try signed.read(text)
        #expect(read == signed.code)
        #expect(read.volunteerID == signed.vera.id && read.eventID == signed.event)
        #expect(read.keyID == Array(signed.key.publicKey.prefix(2)), "the key id is the public key's first two bytes")
        #expect(read.signature.count == 64)
        #expect(read.text == text)
        #expect(try signed.read(" \(text)  ") == signed.code, "spaces around it, as a scanner may add, are not part of it")
    }

    @Test func aCodeIs151QRAlphanumericCharactersAfterItsPrefix() async throws {
        let signed = try await Signed()
        let text = signed.code.text
        #expect(text.count == 151)
        #expect(text.hasPrefix("RV1:"))
        #expect(text.allSatisfy(qrAlphanumeric.contains), "\(text)")
        #expect(VolunteerCode.isMeant(text))
        // The layout, decoded independently of `read`: the body, then 64 bytes of signature.
        let bytes = try Base45.decode(String(text.dropFirst(4)))
        #expect(Array(bytes.prefix(34)) == signed.body)
        #expect(Array(bytes.dropFirst(34)) == signed.code.signature)
        #expect(signed.signer.isValid(signature: Array(bytes.dropFirst(34)), of: Array("RV1:".utf8) + signed.body, publicKey: signed.key.publicKey),
                "the signature covers the prefix and the body")
    }

    /// Any volunteer and event ids (a space inside the Base45 included): 151 characters, read back.
    @Test func everyCodeRoundTrips() async throws {
        let signed = try await Signed()
        var random = SeededRandom(seed: 45)
        var withSpaces = 0
        for _ in 0..<300 {
            let volunteer = VolunteerID(UUID(bytes: (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) })!)
            let event = EventID(UUID(bytes: (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) })!)
            let key = EventSigningKey(eventID: event, publicKey: signed.key.publicKey, privateKey: signed.key.privateKey, createdAt: Date())
            let code = try VolunteerCode.signed(volunteer: volunteer, event: event, key: key, signer: signed.signer)
            #expect(code.text.count == 151 && code.text.allSatisfy(qrAlphanumeric.contains), "\(code.text)")
            #expect(code.text.last != " ", "a code never ends in a space a copy could lose")
            if code.text.contains(" ") { withSpaces += 1 }
            let read = try VolunteerCode.read(code.text, event: event, key: key, signer: signed.signer)
            #expect(read.volunteerID == volunteer && read.eventID == event && read == code)
        }
        #expect(withSpaces > 0, "some codes hold a space inside, and read back")
    }

    // MARK: - Every bad code is refused on the field "code"

    @Test func textThatIsNoVolunteersCodeIsRefused() async throws {
        let signed = try await Signed()
        for text in ["", "   ", "hello", "RT", "https://example.org/v/token-1"] {
            expectCodeRefused(signed, text, saying: "not a volunteer's check-in code")
        }
        #expect(!VolunteerCode.isMeant(""))
        // Only the start of a prefix, or the prefix without its colon: a code cut short.
        for text in ["RV", "RV1", "RV1" + signed.code.text.dropFirst(4)] {
            expectCodeRefused(signed, text, saying: "not a whole volunteer's check-in code")
        }
    }

    /// A ticket's code, genuinely signed with the same key (tickets and volunteers share the
    /// event's key), is not a volunteer's.
    @Test func aTicketsCodeIsRefused() async throws {
        let signed = try await Signed()
        let ticketBody = signed.body + [1]
        let ticket = "RT1:" + Base45.encode(ticketBody + (try signed.signer.sign(Array("RT1:".utf8) + ticketBody, privateKey: signed.key.privateKey)))
        #expect(ticket.count == 153)
        #expect(!VolunteerCode.isMeant(ticket), "a door hands a ticket's code to Tickets")
        expectCodeRefused(signed, ticket, saying: "not a volunteer's check-in code")
        // The volunteer's own body under a ticket's prefix.
        expectCodeRefused(signed, "RT1:" + signed.code.text.dropFirst(4), saying: "not a volunteer's check-in code")
    }

    @Test func aLaterVersionIsRefusedAsSuch() async throws {
        let signed = try await Signed()
        let later = "RV2:" + signed.code.text.dropFirst(4)
        #expect(VolunteerCode.isMeant(later))
        expectCodeRefused(signed, later, saying: "later version")
        expectCodeRefused(signed, "RV9:ANYTHING", saying: "later version")
    }

    @Test func aTruncatedOrOverlongCodeIsRefused() async throws {
        let signed = try await Signed()
        let text = signed.code.text
        for cut in [1, 2, 3, 6, 96, 147] {
            expectCodeRefused(signed, String(text.dropLast(cut)), saying: "not a whole volunteer's check-in code")
        }
        for extra in ["0", "00", "000", "00000", String(text.dropFirst(4))] {
            expectCodeRefused(signed, text + extra, saying: "not a whole volunteer's check-in code")
        }
    }

    @Test func aLowerCaseCodeIsRefused() async throws {
        let signed = try await Signed()
        let text = signed.code.text
        #expect(text.lowercased() != text)
        expectCodeRefused(signed, text.lowercased(), saying: "not a volunteer's check-in code")
        let lowerBody = "RV1:" + text.dropFirst(4).lowercased()
        #expect(lowerBody != text, "the body has letters")
        expectCodeRefused(signed, lowerBody, saying: "not a whole volunteer's check-in code")
        // A character outside QR's alphanumeric set.
        var characters = Array(text)
        characters[80] = "#"
        expectCodeRefused(signed, String(characters), saying: "not a whole volunteer's check-in code")
    }

    /// One character changed anywhere after the prefix: never read. In the signature's
    /// characters (from the 56th, bytes 34 on), a change that still decodes is "not genuine".
    @Test func oneCharacterChangedAnywhereIsRefused() async throws {
        let signed = try await Signed()
        let text = Array(signed.code.text)
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
        var notGenuine = 0
        for position in 4..<text.count {
            var changed = text
            let index = alphabet.firstIndex(of: text[position])!
            changed[position] = alphabet[(index + 1) % alphabet.count]
            let forged = String(changed)
            let decodes = ((try? Base45.decode(String(forged.dropFirst(4))))?.count ?? 0) == 98
            if position >= 4 + 17 * 3 {
                let expected = decodes ? "not genuine: its signature does not match" : "not a whole volunteer's check-in code"
                expectCodeRefused(signed, forged, saying: expected)
                if decodes { notGenuine += 1 }
            } else {
                do {
                    let read = try signed.read(forged)
                    Issue.record("position \(position): \(forged) read as \(read)")
                } catch {
                    #expect(error.field == "code", "position \(position): \(error)")
                }
            }
        }
        #expect(notGenuine > 80, "most changes still decode and are caught by the signature")
    }

    @Test func aForgedSignatureIsRefused() async throws {
        let signed = try await Signed()
        let zeros = "RV1:" + Base45.encode(signed.body + [UInt8](repeating: 0, count: 64))
        expectCodeRefused(signed, zeros, saying: "not genuine")
        // Another volunteer's id under Vera's signature.
        var body = signed.body
        body[33] ^= 0x01
        expectCodeRefused(signed, "RV1:" + Base45.encode(body + signed.code.signature), saying: "not genuine")
    }

    @Test func anotherEventsCodeIsRefused() async throws {
        let signed = try await Signed()
        let other = try await signed.fixture.otherEvent()
        let otherKey = try await signed.fixture.dependencies.eventSigningKeyRepository.key(for: other.id, making: signed.signer, at: Date())
        #expect(otherKey.publicKey != signed.key.publicKey)
        // Signed with the other event's own key, or (as a forger might) with the fest's.
        for key in [otherKey, signed.key] {
            let code = try VolunteerCode.signed(volunteer: signed.vera.id, event: other.id, key: key, signer: signed.signer)
            expectCodeRefused(signed, code.text, saying: "for another event")
        }
        // And the fest's code read for the other event.
        do {
            _ = try VolunteerCode.read(signed.code.text, event: other.id, key: otherKey, signer: signed.signer)
            Issue.record("the fest's code read at the other event")
        } catch {
            #expect(error.field == "code" && error.words.contains("for another event"), "\(error)")
        }
    }

    @Test func aCodeSignedWithAnotherKeyIsRefused() async throws {
        let signed = try await Signed()
        let pair = signed.signer.makeKeyPair()
        #expect(pair.publicKey.prefix(2) != signed.key.publicKey.prefix(2))
        let another = EventSigningKey(eventID: signed.event, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: Date())
        let code = try VolunteerCode.signed(volunteer: signed.vera.id, event: signed.event, key: another, signer: signed.signer)
        expectCodeRefused(signed, code.text, saying: "signed with another key")
        // The event holding no key yet: no code is genuine.
        expectCodeRefused(signed, signed.code.text, key: .some(nil), saying: "signed with another key")
        // A key with the same first two bytes (the key id) but not the same key: not genuine.
        var lookalike = signed.key.privateKey
        lookalike[7] ^= 0xFF
        let twin = EventSigningKey(eventID: signed.event, publicKey: lookalike, privateKey: lookalike, createdAt: Date())
        let forged = try VolunteerCode.signed(volunteer: signed.vera.id, event: signed.event, key: twin, signer: signed.signer)
        #expect(forged.keyID == signed.code.keyID)
        expectCodeRefused(signed, forged.text, saying: "not genuine")
    }

    /// The prefix is signed: a signature over the same body under a ticket's prefix, or over
    /// the body alone, is not a volunteer's code's signature.
    @Test func aTicketsSignatureOverTheSameBytesNeverPasses() async throws {
        let signed = try await Signed()
        let privateKey = signed.key.privateKey
        for message in [Array("RT1:".utf8) + signed.body, signed.body, Array("RV2:".utf8) + signed.body, Array("RV1".utf8) + signed.body] {
            let signature = try signed.signer.sign(message, privateKey: privateKey)
            expectCodeRefused(signed, "RV1:" + Base45.encode(signed.body + signature), saying: "not genuine")
        }
        // The one message that passes, for contrast: "RV1:" and the body.
        let genuine = try signed.signer.sign(Array("RV1:".utf8) + signed.body, privateKey: privateKey)
        #expect(try signed.read("RV1:" + Base45.encode(signed.body + genuine)) == signed.code)
    }
}

public import Domain
import Foundation

/// A volunteer's check-in code: what the QR code on their page holds and the door scans.
/// Version 1:
///
///     "RV1:" + Base45(body + signature)                 151 characters
///     body      = key id (2) | event id (16) | volunteer id (16)
///     signature = Ed25519 over the UTF-8 of "RV1:" followed by body (64)
///
/// It is signed with the event's key, as a ticket's code is, so a door tells a forged one from
/// a real one; its own prefix is signed too, so no ticket's signature passes for a volunteer's.
/// It names the volunteer, not a shift: one code serves every shift they are on, and the door
/// finds the one to check them in to.
public struct VolunteerCode: Hashable, Sendable {
    public let keyID: [UInt8]
    public let eventID: EventID
    public let volunteerID: VolunteerID
    public let signature: [UInt8]

    /// What every version's prefix starts with: how a door tells a volunteer's code from a ticket's.
    public static let family = "RV"
    static let prefix = family + "1:"
    static let bodyLength = 2 + 16 + 16
    static let signatureLength = 64

    /// Whether `text` is meant as a volunteer's code (of any version), so a door hands it to Shifts.
    public static func isMeant(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).hasPrefix(family)
    }

    var signedBytes: [UInt8] {
        Array(Self.prefix.utf8) + keyID + eventID.rawValue.bytes + volunteerID.rawValue.bytes
    }

    public var text: String {
        Self.prefix + Base45.encode(Array(signedBytes.dropFirst(Self.prefix.utf8.count)) + signature)
    }

    static func signed(volunteer: VolunteerID, event: EventID, key: EventSigningKey, signer: any SignatureService) throws(DomainError) -> VolunteerCode {
        let unsigned = VolunteerCode(keyID: EventSigningKey.keyID(of: key.publicKey), eventID: event, volunteerID: volunteer, signature: [])
        return VolunteerCode(keyID: unsigned.keyID, eventID: event, volunteerID: volunteer,
                             signature: try signer.sign(unsigned.signedBytes, privateKey: key.privateKey))
    }

    /// The code `text` holds for `event`, checked against its key: each way it can be wrong is
    /// one plain refusal of the field `code`.
    static func read(_ text: String, event: EventID, key: EventSigningKey?, signer: any SignatureService) throws(DomainError) -> VolunteerCode {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard typed.hasPrefix(prefix) else {
            guard isMeant(typed) else { throw refusal("not a volunteer's check-in code") }
            // "RV2:…" is a later version's; "RV", "RV1" or "RV1…" without its colon, a code cut short.
            let rest = typed.dropFirst(family.count)
            let isVersioned = rest.contains(":") && Int(rest.prefix { $0 != ":" }) != nil
            throw refusal(isVersioned ? "a volunteer's code of a later version than this RushDay reads" : "not a whole volunteer's check-in code; scan it again")
        }
        guard let bytes = try? Base45.decode(String(typed.dropFirst(prefix.count))), bytes.count == bodyLength + signatureLength else {
            throw refusal("not a whole volunteer's check-in code; scan it again")
        }
        let code = VolunteerCode(keyID: Array(bytes[0..<2]), eventID: EventID(UUID(bytes: bytes[2..<18])!),
                                 volunteerID: VolunteerID(UUID(bytes: bytes[18..<34])!), signature: Array(bytes[34...]))
        guard code.eventID == event else { throw refusal("a volunteer's code for another event") }
        guard let key, code.keyID == EventSigningKey.keyID(of: key.publicKey) else {
            throw refusal("signed with another key than this event's; the volunteer should open their page again")
        }
        guard signer.isValid(signature: code.signature, of: code.signedBytes, publicKey: key.publicKey) else {
            throw refusal("not genuine: its signature does not match")
        }
        return code
    }

    private static func refusal(_ message: String) -> DomainError {
        .invalid(field: "code", message: ErrorText(message))
    }
}

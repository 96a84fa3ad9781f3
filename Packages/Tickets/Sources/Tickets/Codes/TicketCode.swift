public import Domain
import Foundation

/// A ticket's code: what the QR code holds and the door scans. Version 1:
///
///     "RT1:" + Base45(body + signature)                 153 characters
///     body      = key id (2) | event id (16) | ticket id (16) | type number (1)
///     signature = Ed25519 over the UTF-8 of "RT1:" followed by body (64)
///
/// The key id is the first two bytes of the event's public key: it tells a code signed with
/// another key from a tampered one. Every character is in QR's alphanumeric set, so the code
/// fits a version 5 QR code at level L (154 characters). Base45 never ends in a space, so a
/// trailing space lost in a copy cannot happen; a space inside is part of the code.
public struct TicketCode: Hashable, Sendable {
    public let keyID: [UInt8]
    public let eventID: EventID
    public let ticketID: TicketID
    public let typeNumber: Int
    public let signature: [UInt8]

    /// What every version's prefix starts with, before its number and ":" ("RT2:" is a later one's).
    static let family = "RT"
    static let prefix = family + "1:"
    /// The body's parts in order and their lengths in bytes, as `parse` reads them; a door that
    /// reads codes itself (the door page's script, offline) is given them with the door's list.
    static let bodyParts = [("keyId", 2), ("eventId", 16), ("ticketId", 16), ("type", 1)]
    static let bodyLength = bodyParts.reduce(0) { $0 + $1.1 }
    static let signatureLength = 64
    public static let textLength = prefix.utf8.count + (bodyLength + signatureLength) / 2 * 3 + 2

    /// What the signature covers.
    var signedBytes: [UInt8] {
        Array(Self.prefix.utf8) + keyID + eventID.rawValue.bytes + ticketID.rawValue.bytes + [UInt8(typeNumber)]
    }

    public var text: String {
        Self.prefix + Base45.encode(Array(signedBytes.dropFirst(Self.prefix.utf8.count)) + signature)
    }

    /// Signs a new code for `ticket` of a type numbered `typeNumber`, with the event's key.
    static func signed(ticket: TicketID, event: EventID, typeNumber: Int, key: EventSigningKey,
                       signer: any SignatureService) throws(DomainError) -> TicketCode {
        let unsigned = TicketCode(keyID: EventSigningKey.keyID(of: key.publicKey), eventID: event, ticketID: ticket, typeNumber: typeNumber, signature: [])
        return TicketCode(keyID: unsigned.keyID, eventID: event, ticketID: ticket, typeNumber: typeNumber,
                          signature: try signer.sign(unsigned.signedBytes, privateKey: key.privateKey))
    }

    /// Reads the code's parts without checking its signature: what may be wrong with its form.
    static func parse(_ text: String) throws(CodeRefusal) -> TicketCode {
        guard !text.isEmpty else { throw .empty }
        guard text.hasPrefix(Self.prefix) else {
            if let version = Self.otherVersion(text) { throw .unknownVersion(version) }
            if Self.prefix.hasPrefix(text) { throw .truncated }
            throw .notACode
        }
        let encoded = String(text.dropFirst(Self.prefix.count))
        let expected = Self.textLength - Self.prefix.utf8.count
        let bytes: [UInt8]
        do {
            bytes = try Base45.decode(encoded)
        } catch .character {
            throw .notACode
        } catch {
            // A cut can leave one character of a group, or two of three that read as too large.
            throw encoded.utf8.count < expected ? .truncated : encoded.utf8.count > expected ? .tooLong : .notACode
        }
        guard bytes.count >= Self.bodyLength + Self.signatureLength else { throw .truncated }
        guard bytes.count == Self.bodyLength + Self.signatureLength else { throw .tooLong }
        return TicketCode(keyID: Array(bytes[0..<2]), eventID: EventID(UUID(bytes: bytes[2..<18])!),
                          ticketID: TicketID(UUID(bytes: bytes[18..<34])!), typeNumber: Int(bytes[34]),
                          signature: Array(bytes[35...]))
    }

    /// Checks that the code is for `event` and signed with `publicKey`: the checks a door with
    /// nothing but the key can make, in the order that names the likeliest mistake.
    func check(event: EventID, publicKey: [UInt8], signer: any SignatureService) throws(CodeRefusal) {
        guard eventID == event else { throw .wrongEvent }
        guard keyID == EventSigningKey.keyID(of: publicKey) else { throw .wrongKey }
        guard signer.isValid(signature: signature, of: signedBytes, publicKey: publicKey) else { throw .tampered }
    }

    /// "RT2:..." made by a later format: its version number.
    private static func otherVersion(_ text: String) -> Int? {
        guard text.hasPrefix(family), let colon = text.firstIndex(of: ":") else { return nil }
        return Int(text[text.index(text.startIndex, offsetBy: family.count)..<colon])
    }
}

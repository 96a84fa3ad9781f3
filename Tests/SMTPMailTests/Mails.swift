import Domain
import Foundation

/// Mails for the tests: plain ones, and one with everything the writer handles.
enum Mails {
    static func address(_ value: String) -> EmailAddress {
        // The tests' addresses are valid by construction.
        try! EmailAddress(value)
    }

    static let sender = MailAddress(name: "RushDay Tests", address: address("events@rushday.test"))

    static func plain(_ number: Int, text: String = "Hello.\n") -> OutgoingMail {
        OutgoingMail(messageID: "\(UUID().uuidString)@rushday.test", from: sender,
                     to: MailAddress(name: "Guest \(number)", address: address("guest\(number)@example.org")),
                     date: Date(timeIntervalSince1970: 1_795_000_000),
                     content: MailContent(subject: "Message \(number)", text: text))
    }

    /// A 1x1 PNG with bytes of every value after it, so base64 and its lines are exercised.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<600).map { UInt8($0 % 256) }

    static let calendar = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n".utf8)
}

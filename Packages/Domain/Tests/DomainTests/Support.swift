import Domain
import Foundation

/// The option a `.invalid` or `.conflict` error names, so tests can check the user is pointed
/// at the right field.
func field(of error: DomainError?) -> String? {
    switch error {
    case let .invalid(field, _, _), let .conflict(field, _): field
    default: nil
    }
}

/// An instant written in UTC, so expectations do not depend on the machine's zone.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)!
}

let berlin = try! TimeZoneID("Europe/Berlin")
let newYork = try! TimeZoneID("America/New_York")
let tokyo = try! TimeZoneID("Asia/Tokyo")
let kolkata = try! TimeZoneID("Asia/Kolkata")

import Foundation

extension Date {
    /// The instant as the real stores keep it: rounded to the millisecond.
    var stored: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}

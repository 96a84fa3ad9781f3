public import Domain
public import Foundation

/// A volunteer's code scanned at the door: entry checks them in to their shift, exit checks
/// them out.
public struct ScanVolunteerRequest: Sendable {
    public let event: String
    public let code: String
    public let direction: CheckInScan.Direction

    public init(event: String, code: String, direction: CheckInScan.Direction = .entry) {
        self.event = event
        self.code = code
        self.direction = direction
    }
}

/// What a scan of a volunteer's code did: who, on which shift in which role, checked in or out when.
public struct VolunteerScan: Sendable, Equatable {
    public let volunteer: VolunteerItem
    public let shift: ShiftItem
    public let role: String
    public let direction: CheckInScan.Direction
    public let at: Date
}

/// One of a household's check-in codes on their page: the code and its QR symbol.
public struct VolunteerPass: Sendable, Equatable {
    public let member: HouseholdMember
    public let code: String
    public let symbol: QRSymbol
}

import Domain

/// How many entries each door recorded, by its name (the device its scans carry): a door's
/// count, as `door list` and its page show it.
enum DoorEntries {
    static func byDoor(of event: EventID, in dependencies: any TicketsDependencies) async throws(DomainError) -> [String: Int] {
        var admitted: [String: Int] = [:]
        for scan in try await dependencies.checkInRepository.scans(of: event) where scan.direction == .entry {
            admitted[scan.device, default: 0] += 1
        }
        return admitted
    }
}

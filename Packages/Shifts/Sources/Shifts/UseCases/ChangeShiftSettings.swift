public import Domain
import Foundation

/// `rushday shifts settings EVENT [--remind-before DURATION] [--no-show-limit N] [--sign-up open|closed]`:
/// what is given changes. Closing sign-up stops volunteers signing themselves up (organisers
/// still assign); a new lead time applies to reminders not queued yet. Owners and organizers only.
public struct ChangeShiftSettings: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSettingsRequest) async throws(DomainError) -> ShiftSettingsItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let remindBefore = try request.remindBefore.map { raw throws(DomainError) in try ShiftDurationInput.parse(raw, field: "remind-before") }
        let limit = try request.noShowLimit.map { raw throws(DomainError) -> Int in
            guard let limit = Int(raw.trimmingCharacters(in: .whitespaces)), (1...100).contains(limit) else {
                throw .invalid(field: "no-show-limit", message: "\(UserText.quoted(raw)) is not a number of missed shifts from 1 to 100")
            }
            return limit
        }
        let open = try request.signUp.map { raw throws(DomainError) -> Bool in
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "open": return true
            case "closed": return false
            default: throw .invalid(field: "sign-up", message: "\(UserText.quoted(raw)) is neither open nor closed")
            }
        }
        guard remindBefore != nil || limit != nil || open != nil else { throw .nothingToChange }
        let audit = AuditDraft("shift-settings.update", event: event.id, target: event.handle.value, at: dependencies.clock.now())
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                var settings = board.settings
                if let remindBefore { settings.remindBefore = TimeInterval(remindBefore) }
                if let limit { settings.noShowLimit = limit }
                if let open { settings.signUpOpen = open }
                guard settings != board.settings else { throw .nothingToChange }
                audit.record(changes: AuditChange.between(board.settings, settings, ShiftSettingsAudit.fields))
                board.settings = settings
                return ShiftSettingsItem(event: event.handle, settings: settings)
            }
        }
    }
}

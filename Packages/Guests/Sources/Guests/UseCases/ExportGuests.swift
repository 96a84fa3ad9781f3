public import Domain
import Foundation

/// `rushday guests export EVENT [--status S] [--tag T] [--output FILE [--force]]`.
/// A table for the face to write: the columns import reads, headed as import matches them, then
/// one column per question of the event headed by its key (in the questions' order), so
/// exporting one event and importing the file into another reproduces the list. Accepted guests
/// come first, then the waitlist in line order, then the rest oldest first: an import into an
/// event of the same capacity then gives the same places and the same line. Every member may
/// export.
public struct ExportGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExportGuestsRequest) async throws(DomainError) -> ExportGuestsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readGuestList)
        let tag = try request.tag.map { raw throws(DomainError) in GuestKeys.folded(try GuestFields.tags([raw])[0]) }
        let all = try await dependencies.guestRepository.guests(of: event.id)
        let keys = try await dependencies.guestQuestionRepository.questions(of: event.id).map(\.key)
        let ordered = all.filter { $0.status == .accepted } + Waitlist.line(all)
            + all.filter { $0.status != .accepted && $0.status != .waitlisted }
        let guests = ordered.filter { guest in
            if let status = request.status, guest.status != status { return false }
            if let tag, !guest.tags.contains(where: { GuestKeys.folded($0) == tag }) { return false }
            return true
        }
        let rows = guests.map { guest in
            [guest.name, guest.email?.value ?? "", guest.phone ?? "", String(guest.others), guest.plusOnes.joined(separator: "; "),
             guest.status.rawValue, guest.tags.joined(separator: "; "), guest.dietary ?? "", guest.note ?? ""]
                + keys.map { guest.answers[$0] ?? "" }
        }
        return ExportGuestsResponse(event: event, table: TableContents(header: ImportField.allCases.map(\.rawValue) + keys.map(\.value), rows: rows))
    }
}

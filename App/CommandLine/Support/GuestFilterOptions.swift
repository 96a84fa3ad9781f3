import ArgumentParser
import Domain
import Guests

/// The filters of `guests list`, which `guests tag` and `guests invite` choose guests by too.
struct GuestFilterOptions: ParsableArguments {
    @Option(help: "Only guests with this RSVP status.") var status: RSVPStatus?
    @Option(help: "Only guests with this tag.") var tag: String?
    @Option(help: "Only guests whose name, handle, email or phone contains this text.") var search: String?

    var filter: GuestFilter { GuestFilter(status: status, tag: tag, search: search) }

    /// Guests named on the command line and filters choose the same guests two ways: one or the other.
    func validate(naming guests: [String]) throws {
        guard !filter.isEmpty, !guests.isEmpty else { return }
        throw ValidationError("--status: --status, --tag and --search choose guests when none are named; give one or the other")
    }
}

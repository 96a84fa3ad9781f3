import ArgumentParser
import Domain
import Events

struct UpdateEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an event's details; options not given stay as they are.",
        discussion: """
            An empty value clears an optional field: --venue "" removes the venue. A new --timezone keeps \
            the start and end wall times (19:00 stays 19:00 in the new zone); --keep-instant keeps the \
            moments instead and shows them in the new zone. --rsvp-closes is when guests stop changing their \
            answers on their own pages ("" keeps them open until the event ends); --guest-pages off makes \
            every guest's personal link refuse. --notify each mails the owners and organisers each answer a guest \
            gives on their own page; daily, one mail with the day's answers after the day ends in the event's \
            zone (sent by serve or mail send); off, none. --registration open lets anyone register on the \
            event's public page, PUBLIC_URL/e/HANDLE (published events only), confirming by a mailed link; \
            approval makes each confirmed registration wait for an organiser's 'guests approve'; closed \
            (the default) takes none. --registration-closes ends it ("" : when the event ends), and \
            --registration-party is the most people one registration brings besides the registrant.
            """
    )

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "A new title.") var title: String?
    @OptionGroup var fields: EventFieldOptions
    @Flag(help: "With --timezone: keep the start and end instants, not their wall times.") var keepInstant = false
    @Option(help: ArgumentHelp("When guests stop answering on their own pages, in the forms of --starts; \"\" clears it.", valueName: "datetime"))
    var rsvpCloses: String?
    @Option(help: ArgumentHelp("Whether guests' personal links open their pages.", valueName: "on|off")) var guestPages: Switch?
    @Option(help: ArgumentHelp("Whether the organisers are mailed guests' own answers.", valueName: "each|daily|off"))
    var notify: String?
    @Option(help: ArgumentHelp("Who may register on the event's public page.", valueName: "open|approval|closed"))
    var registration: String?
    @Option(help: ArgumentHelp("When registration closes, in the forms of --starts; \"\" : when the event ends.", valueName: "datetime"))
    var registrationCloses: String?
    @Option(help: ArgumentHelp("The most people one registration brings besides the registrant (0 to 20).", valueName: "n"))
    var registrationParty: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateEventRequest(
            event: event, title: title, handle: fields.handle, description: fields.description,
            starts: fields.starts, ends: fields.ends, timeZone: fields.timezone, venue: fields.venue,
            capacity: fields.capacity, currency: fields.currency, budget: fields.budget, rsvpCloses: rsvpCloses,
            guestPages: guestPages.map { $0 == .on }, notify: notify,
            registration: registration, registrationCloses: registrationCloses, registrationParty: registrationParty, keepInstant: keepInstant)
        try await global.run(.readWrite, format, present: EventPresenter.updated) {
            try await UpdateEvent($0).execute(request)
        }
    }

    enum Switch: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }
}

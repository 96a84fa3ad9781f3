import ArgumentParser
import Shifts

struct VolunteersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "volunteers",
        abstract: "The people who help at an event (not accounts).",
        subcommands: [AddVolunteerCommand.self, ImportVolunteersCommand.self, ListVolunteersCommand.self, ApproveVolunteerCommand.self, ForgiveVolunteerCommand.self,
                      VolunteerLinkCommand.self]
    )
}

struct AddVolunteerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a volunteer, with the roles they may take.",
        discussion: "Example: rushday shifts volunteers add summer-fest \"Ann Smith\" --email ann@example.org --role Bar --role Door --household Smith")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Their name.") var name: String
    @Option(help: "Their email.") var email: String?
    @Option(help: "Their phone number.") var phone: String?
    @Option(help: "A role they may take (repeatable); one that needs approval waits for it.") var role: [String] = []
    @Option(help: "Their household: its members sign each other up.") var household: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddVolunteerRequest(event: event, name: name, email: email, phone: phone, roles: role, household: household)
        try await global.run(.readWrite, format, present: { ShiftsPresenter.volunteer("Added volunteer #\($0.number) \($0.name)", $0) }) {
            try await AddVolunteer($0).execute(request)
        }
    }
}

struct ListVolunteersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show an event's volunteers, their roles and shifts.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ShiftsPresenter.volunteers) { [event] in try await ListVolunteers($0).execute(event: event) }
    }
}

struct ApproveVolunteerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "approve", abstract: "Confirm a volunteer in a role that needs approval.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The volunteer's number (3 or #3) or email.") var volunteer: String
    @Argument(help: "The role.") var role: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { ShiftsPresenter.volunteer("Approved #\($0.number) \($0.name)", $0) }) { [event, volunteer, role] in
            try await ApproveVolunteer($0).execute(event: event, volunteer: volunteer, role: role)
        }
    }
}

struct ForgiveVolunteerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forgive", abstract: "Let a volunteer stopped by their no-shows sign up again.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The volunteer's number (3 or #3) or email.") var volunteer: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { ShiftsPresenter.volunteer("Forgave the no-shows of #\($0.number) \($0.name)", $0) }) { [event, volunteer] in
            try await ForgiveNoShows($0).execute(event: event, volunteer: volunteer)
        }
    }
}

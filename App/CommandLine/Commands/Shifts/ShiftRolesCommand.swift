import ArgumentParser
import Shifts

struct ShiftRolesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roles",
        abstract: "The kinds of help an event's shifts need (Bar, Door, First aid).",
        subcommands: [AddRoleCommand.self, ListRolesCommand.self, RemoveRoleCommand.self]
    )
}

struct AddRoleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a role to an event.",
        discussion: "Example: rushday shifts roles add summer-fest Door --needs-approval")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The role's name.") var name: String
    @Flag(help: "Volunteers take it only once an organiser approves them.") var needsApproval = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddVolunteerRoleRequest(event: event, name: name, needsApproval: needsApproval)
        try await global.run(.readWrite, format, present: { ShiftsPresenter.role("Added the role \($0.name)", $0) }) {
            try await AddVolunteerRole($0).execute(request)
        }
    }
}

struct ListRolesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show an event's roles.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ShiftsPresenter.roles) { [event] in try await ListVolunteerRoles($0).execute(event: event) }
    }
}

struct RemoveRoleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a role no shift needs.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The role's name.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { ShiftsPresenter.role("Removed the role \($0.name)", $0) }) { [event, name] in
            try await RemoveVolunteerRole($0).execute(event: event, name: name)
        }
    }
}

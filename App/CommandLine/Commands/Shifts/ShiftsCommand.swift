public import ArgumentParser

/// The `shifts` command group, which the composition plugs in with its feature.
public struct ShiftsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shifts",
        abstract: "Volunteer shifts: roles, shifts, volunteers, who works when, and hours worked.",
        subcommands: [ShiftRolesCommand.self, AddShiftCommand.self, ShiftSeriesCommand.self, ImportShiftsCommand.self, ListShiftsCommand.self, ShowShiftCommand.self,
                      UpdateShiftCommand.self, CancelShiftCommand.self, VolunteersCommand.self, ShiftAssignCommand.self, ShiftUnassignCommand.self,
                      ShiftCheckInCommand.self, ShiftCheckOutCommand.self, ShiftScanCommand.self, ShiftExcuseCommand.self, ShiftHoursCommand.self,
                      ShiftSettingsCommand.self]
    )

    public init() {}
}

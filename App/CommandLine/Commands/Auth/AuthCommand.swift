public import ArgumentParser

/// The `auth` command group, which the composition plugs in with its feature.
public struct AuthCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Create an account, sign in and out, change your name, email or password.",
        subcommands: [SignUpCommand.self, LogInCommand.self, LogOutCommand.self, WhoAmICommand.self, RenameCommand.self, EmailCommand.self, PasswdCommand.self]
    )

    public init() {}
}

import ArgumentParser
import Auth
import Domain

struct PasswdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change your password; every other session is signed out.",
        discussion: "With --password-stdin, give the current password on the first line and the new one on the second."
    )

    @OptionGroup var password: PasswordInputOption
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let answers = try password.reader.read(password.passwordStdin
            ? ["Current password: ", "New password: "]
            : ["Current password: ", "New password: ", "Repeat the new password: "])
        if answers.count == 3, answers[1] != answers[2] {
            throw DomainError.invalid(field: "password", message: "the two new passwords differ; try again")
        }
        let request = ChangePasswordRequest(currentPassword: answers[0], newPassword: answers[1])
        try await global.run(.readWrite, format, present: AccountPresenter.passwordChanged) {
            try await ChangePassword($0).execute(request)
        }
    }
}

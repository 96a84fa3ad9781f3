import Domain
import Foundation
import Mail
import RushDayCommandLine
import SMTPMail

/// Mail on this machine: its SMTP password and the outbox's sender that reads it.
extension AppContainer {
    /// The outbox's sender with this machine's SMTP password, saying what it does on standard
    /// error.
    func mailDrain(_ paths: StorePaths) -> MailDrain {
        mailDrain(paths, log: { FileHandle.standardError.write(Data("mail: \($0)\n".utf8)) }, passed: { _ in })
    }

    /// As `mailDrain(_:)`, its lines to `log`, telling `passed` what each pass that sent
    /// something did (`serve`).
    func mailDrain(_ paths: StorePaths, log: @escaping @Sendable (String) -> Void,
                   passed: @escaping @Sendable (SendOutboxResponse) -> Void) -> MailDrain {
        let password = paths.mailPassword
        return MailDrain(self, password: { () throws(DomainError) in try password.read() }, log: log, passed: passed)
    }
}

extension StorePaths {
    /// This machine's SMTP password: `RUSHDAY_SMTP_PASSWORD`, else the file beside the session.
    var mailPassword: any MailPasswordKeeper {
        MailPassword(configDirectory: configDirectory, environment: ProcessEnvironment.variables)
    }
}

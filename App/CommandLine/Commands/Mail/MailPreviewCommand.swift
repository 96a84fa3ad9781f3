import ArgumentParser
import Domain
import Mail

struct MailPreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Show the invitation 'guests invite' would send, written for one guest; sends nothing.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest it is written for (default: the first by name with an email).") var guest: String?
    @Option(help: "The subject (default: \"You're invited: TITLE\").") var subject: String?
    @Option(help: ArgumentHelp("A UTF-8 text file with your own words, placed above the event's details.", valueName: "file")) var message: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let note = try message.map { path throws(DomainError) in try UserFileIO.text(at: path, field: "message") }
        try await global.run(.readOnly, format, present: InvitationPreviewPresenter.preview) { container in
            try await PreviewInvitation(container).execute(event: event, guest: guest, subject: subject, note: note)
        }
    }
}

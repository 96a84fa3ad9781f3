public import DesignTokens
public import Domain

/// `mail send`: "Sent 12, 1 failed, 2 wait to retry." JSON: {"sent": 12, "failed": 1, "retrying": 2}.
public enum MailSendPresenter {
    public static func summary(_ response: SendOutboxResponse, remindersQueued: Int, words: FaceWords) -> Presentation {
        var blocks: [Block] = []
        if remindersQueued > 0 { blocks.append(.status(.info, "Queued \(Plural.of(remindersQueued, "reminder")) now due.", .plain)) }
        let line = "Sent \(response.sent), \(response.failed) failed, \(response.retrying) wait to retry."
        blocks.append(.status(response.failed > 0 ? .warning : .success, line, response.failed > 0 ? .warning : .success))
        if response.failed > 0 { blocks.append(.text(words.step(.showFailedMail), .caption, .muted)) }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["sent", "failed", "retrying"].map { Table.Column($0) },
                                       rows: [[Cell(String(response.sent)), Cell(String(response.failed)), Cell(String(response.retrying))]]),
                            json: ["sent": response.sent, "failed": response.failed, "retrying": response.retrying, "remindersQueued": remindersQueued])
    }
}

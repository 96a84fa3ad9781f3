public import DesignTokens
import Domain

/// `mail preview`: who it is written for, the subject, then the plain text part as the mail
/// carries it. JSON: `{"guest", "to", "subject", "text"}`; CSV the same keys, one row.
public enum InvitationPreviewPresenter {
    public static func preview(_ preview: InvitationPreview) -> Presentation {
        let to = preview.guest.email?.value ?? ""
        let keys = ["guest", "to", "subject", "text"]
        let values = [preview.guest.handle.value, to, preview.subject, preview.text]
        return Presentation(
            document: Document([
                .card(Card(title: "Invitation preview", fields: [Card.Field("For", Cell("\(preview.guest.name) <\(to)>")),
                                                                  Card.Field("Subject", Cell(preview.subject))])),
                .text(preview.text, .body, .plain),
                .text("Their own link and unsubscribe link end in \(PreviewInvitation.standIn) here; queuing the invitation makes the real ones.", .caption, .muted),
            ]),
            csv: Table(columns: keys.map { Table.Column($0) }, rows: [values.map { Cell($0) }], emptyMessage: ""),
            json: Dictionary(uniqueKeysWithValues: zip(keys, values)))
    }
}

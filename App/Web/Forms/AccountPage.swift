import Auth
import DesignTokens
import Domain

/// Your account in the browser, as `auth whoami`, `auth rename`, `auth email`, `auth passwd` and
/// `auth logout --everywhere`: who you are, then one form per change. A refusal is drawn beside
/// its field in the form that was sent, with what was typed kept (never a password).
struct AccountPage {
    /// The forms of the page; each posts to `/account/<rawValue>`.
    enum Part: String, CaseIterable {
        case name, email, password
        case signOutEverywhere = "signout-everywhere"

        var path: String { "/account/" + rawValue }
    }

    let account: AccountResponse
    let token: Form.Token
    var failed: (part: Part, typed: [String: String], error: DomainError)?
    var notice: Notice?
    var signOutToken: String?

    var page: Page {
        Page(title: "Your account", content: [
            .tag(.h1, text: "Your account"),
            .document(AccountPresenter.whoAmI(account).document.droppingStatus, topHeadingLevel: 2, links: [:]),
            section("Name", form(.name, [
                Field("name", label: "Your name", .text(typed(.name, "name") ?? account.displayName),
                      hint: "The name the event's team sees next to your email.", error: error(.name, "name"), required: true,
                      autocomplete: "name"),
            ], button: "Save the name")),
            section("Email", form(.email, [
                Field("email", label: "New email", .email(typed(.email, "email") ?? ""), hint: "You sign in with it from then on.",
                      error: error(.email, "email"), required: true, autocomplete: "email"),
                Field("current-password", label: "Current password", .password, id: "email-current-password",
                      error: error(.email, "current password"), required: true, autocomplete: "current-password"),
            ], button: "Change the email")),
            section("Password", form(.password, [
                Field("current-password", label: "Current password", .password, id: "password-current-password",
                      error: error(.password, "current password"), required: true, autocomplete: "current-password"),
                Field("new-password", label: "New password", .password, hint: "At least 10 characters.", error: error(.password, "new-password"),
                      required: true, autocomplete: "new-password"),
                Field("repeat-password", label: "Repeat the new password", .password, error: error(.password, "repeat-password"),
                      required: true, autocomplete: "new-password"),
            ], note: "Every other session of your account is signed out; this one stays.", button: "Change the password")),
            section("Sign out everywhere", form(.signOutEverywhere, [], note: "Ends every session of your account: every browser and "
                    + "every terminal signed in with it, this one too.", button: "Sign out everywhere", kind: .danger)),
        ], signOutToken: signOutToken, notice: notice)
    }

    private func section(_ title: String, _ form: Form) -> Node {
        .tag(.section, [.class("card")], [.tag(.h2, text: title), form.node])
    }

    private func form(_ part: Part, _ fields: [Field], note: String? = nil, button: String, kind: Button.Kind = .primary) -> Form {
        let named = Set(fields.map(\.name)).union(fields.contains { $0.name == "current-password" } ? ["current password"] : [])
        let unplaced = failed.flatMap { $0.part == part && !named.contains($0.error.field ?? "") ? $0.error.message : nil }
        return Form(action: part.path, items: fields.map(Form.Item.field) + (note.map { [.note($0)] } ?? []),
                    buttons: [Button(button, kind: kind)], token: token, error: unplaced)
    }

    private func typed(_ part: Part, _ name: String) -> String? {
        failed.flatMap { $0.part == part ? $0.typed[name] : nil }
    }

    private func error(_ part: Part, _ field: String) -> String? {
        failed.flatMap { $0.part == part && $0.error.field == field ? $0.error.reason : nil }
    }
}

private extension Document {
    /// The account's card without the command's "Signed in as" line: the page's title says it.
    var droppingStatus: Document {
        Document(blocks.filter { if case .status = $0 { false } else { true } })
    }
}

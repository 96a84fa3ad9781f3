import DesignTokens
import Domain

/// The form that makes an account, as `auth signup` does: the same rules, each refusal beside
/// its field with what was typed kept (never the password).
struct SignUpForm {
    var name = ""
    var email = ""
    var error: DomainError?

    func page(token: Form.Token) -> Page {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let form = Form(action: "/signup", items: [
            .field(Field("name", label: "Your name", .text(name), hint: "The name the event's team sees.", error: about("name"),
                         required: true, autocomplete: "name")),
            .field(Field("email", label: "Email", .email(email), error: about("email"), required: true, autocomplete: "username")),
            .field(Field("password", label: "Password", .password, hint: "At least 10 characters.", error: about("password"),
                         required: true, autocomplete: "new-password")),
        ], buttons: [Button("Create account")], token: token,
        error: error.flatMap { ["name", "email", "password"].contains($0.field ?? "") ? nil : $0.message })
        return Page(title: "Create an account", content: [
            .tag(.section, [.class("signin")], [
                .tag(.h1, text: "Create an account"), form.node,
                .tag(.p, [], [.text("Have one? "), Link("Sign in", href: "/signin").node]),
            ]),
        ])
    }
}

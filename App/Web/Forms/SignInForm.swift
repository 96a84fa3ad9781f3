import DesignTokens
import Domain

/// The sign-in form, with what was typed kept (never the password) and the error beside the
/// field it is about, or above the form when it is about both.
struct SignInForm {
    var email = ""
    var next = ""
    var error: DomainError?

    func page(token: Form.Token) -> Page {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let form = Form(action: "/signin", items: [
            .field(Field("email", label: "Email", .email(email), error: about("email"), required: true, autocomplete: "username")),
            .field(Field("password", label: "Password", .password, error: about("password"), required: true, autocomplete: "current-password")),
        ], buttons: [Button("Sign in")], token: token,
        error: error.flatMap { $0.field == "email" || $0.field == "password" ? nil : $0.message }, hidden: [(name: "next", value: next)])
        return Page(title: "Sign in", content: [
            .tag(.section, [.class("signin")], [
                .tag(.h1, text: "Sign in"), form.node,
                .tag(.p, [], [.text("New here? "), Link("Create an account", href: "/signup").node]),
            ]),
        ])
    }
}

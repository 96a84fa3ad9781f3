import Auth
import DesignTokens
import Domain
import WebServer

/// `/account`: the signed-in account's page and its forms, through the same Auth use cases as
/// `auth whoami | rename | email | passwd | logout --everywhere`, with the browser's address as
/// the client a wrong current password is counted against. Success comes back to the page with
/// a notice (signing out everywhere goes to the sign-in page).
enum AccountRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/account", face) { request, visit throws(DomainError) in
            let account = try await WhoAmI(visit.container).execute()
            let notice = request.query["done"].flatMap(done).map { Notice($0) }
            return AccountPage(account: account, token: visit.token, notice: notice, signOutToken: visit.csrf).page
        }
        for part in AccountPage.Part.allCases {
            forms.post(part.path, face, onPage: drawnOnThePage) { request, visit throws(DomainError) in
                try await change(part, request.form, client: request.client, visit)
            } redraw: { request, visit, error throws(DomainError) in
                let account = try await WhoAmI(visit.container).execute()
                return AccountPage(account: account, token: visit.token, failed: (part, request.form, error), signOutToken: visit.csrf).page
            }
        }
        routes.add(forms)
        return routes
    }

    /// Makes the change, and says where the browser goes next.
    private static func change(_ part: AccountPage.Part, _ form: [String: String], client: String?, _ visit: Visit) async throws(DomainError) -> String {
        let container = visit.container
        switch part {
        case .name:
            _ = try await RenameAccount(container).execute(RenameAccountRequest(displayName: form["name"] ?? ""))
        case .email:
            _ = try await ChangeEmail(container).execute(ChangeEmailRequest(newEmail: form["email"] ?? "", currentPassword: form["current-password"] ?? "",
                                                                            client: client ?? "unknown"))
        case .password:
            guard form["new-password"] == form["repeat-password"] else {
                throw .invalid(field: "repeat-password", message: "differs from the new password; type the same twice")
            }
            _ = try await ChangePassword(container).execute(ChangePasswordRequest(currentPassword: form["current-password"] ?? "",
                                                                                  newPassword: form["new-password"] ?? "", client: client ?? "unknown"))
        case .signOutEverywhere:
            _ = try await LogOutEverywhere(container).execute()
            return "/signin"
        }
        return "/account?done=" + part.rawValue
    }

    /// A refusal about what was typed stays on the page, beside its field; anything else
    /// (signed out meanwhile, the store down) is the site's problem page.
    @Sendable private static func drawnOnThePage(_ error: DomainError) -> Bool {
        switch error {
        case .wrongPassword, .signInLocked: true
        default: error.category == .invalidData
        }
    }

    private static func done(_ part: String) -> String? {
        switch AccountPage.Part(rawValue: part) {
        case .name: "Your name is changed."
        case .email: "Your email is changed: sign in with it from now on."
        case .password: "Your password is changed; every other session is signed out."
        case .signOutEverywhere, nil: nil
        }
    }
}

import Auth
import DesignTokens
import Domain
public import WebServer

/// Making an account, signing in and out in the browser, with the same Auth use cases as
/// `auth signup`, `auth login` and `auth logout`: the same rules, password check, throttling
/// and messages; the session is a cookie. Sign-ups are counted per client address as well
/// (`ClientThrottle.signUps`). The account's own page is `AccountRoutes`.
public enum AuthRoutes: FeatureRoutes {
    public static let eventTabs: [EventTab] = []

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/signin") { request in
            let visit = face.visit(request)
            let next = SignInDestination.path(request.query["next"])
            // Someone signed in already goes on; anyone else gets the form.
            if (try? await WhoAmI(visit.container).execute()) != nil { return visit.finish(.redirect(to: next)) }
            return visit.finish(.html(SignInForm(next: next).page(token: visit.token).html))
        }
        forms.post("/signin") { request in
            let visit = face.visit(request)
            let email = request.form["email"] ?? ""
            let next = SignInDestination.path(request.form["next"])
            do throws(DomainError) {
                _ = try await LogIn(visit.container).execute(LogInRequest(email: email, password: request.form["password"] ?? "", client: request.client ?? "unknown"))
                return visit.finish(.redirect(to: next))
            } catch {
                let form = SignInForm(email: email, next: next, error: error)
                return visit.finish(.html(form.page(token: visit.token).html, status: WebErrors.status(for: error)))
            }
        }
        routes.get("/signup") { request in
            let visit = face.visit(request)
            if (try? await WhoAmI(visit.container).execute()) != nil { return visit.finish(.redirect(to: SignInDestination.fallback)) }
            return visit.finish(.html(SignUpForm().page(token: visit.token).html))
        }
        forms.post("/signup") { request in
            let visit = face.visit(request)
            let (name, email) = (request.form["name"] ?? "", request.form["email"] ?? "")
            if await face.throttles(.signUps, afterAttemptBy: request.client) {
                let form = SignUpForm(name: name, email: email, error: .forbidden(tooManySignUps))
                return visit.finish(.html(form.page(token: visit.token).html, status: 429))
            }
            do throws(DomainError) {
                _ = try await SignUp(visit.container).execute(SignUpRequest(email: email, displayName: name, password: request.form["password"] ?? ""))
                return visit.finish(.redirect(to: SignInDestination.fallback))
            } catch {
                let form = SignUpForm(name: name, email: email, error: error)
                return visit.finish(.html(form.page(token: visit.token).html, status: WebErrors.status(for: error)))
            }
        }
        forms.post("/signout") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                _ = try await LogOut(visit.container).execute()
                return visit.finish(.redirect(to: "/signin"))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.add(forms)
        routes.add(AccountRoutes.routes(face))
        return routes
    }

    static let tooManySignUps = "too many accounts asked for from your address in the last hour; try again later"
}

/// The one way to declare a POST route: each one declared here is answered by its handler only
/// when `FormGuard` allows the request, else by the guard's refusal, so a form that skips the
/// CSRF check cannot be written. `WebRoutes.add` takes the group whole.
public struct FormRoutes: Sendable {
    private let forms: FormGuard
    private(set) var routes: [WebRoutes.Route] = []

    public init(_ forms: FormGuard) {
        self.forms = forms
    }

    /// `unsigned` names the one kind of post a route takes without the token, where a
    /// standard says who sends it and how (a mail program's RFC 8058 one-click unsubscribe,
    /// which has no cookie to sign); it sees the request and says yes or no. A route given
    /// `uploads` takes a `multipart/form-data` form's files (`WebRequest.files`), none of them
    /// written before its token is checked.
    public mutating func post(_ path: String, unsigned: (@Sendable (WebRequest) -> Bool)? = nil, uploads: WebUploads? = nil,
                              _ handler: @escaping WebRoutes.Handler) {
        let forms = forms
        let admits: @Sendable (WebRequest) -> Bool = { forms.allows($0) || unsigned?($0) == true }
        routes.append(WebRoutes.Route(method: .post, path: path, handler: { request in
            guard admits(request) else { return forms.refusal(request) }
            return try await handler(request)
        }, uploads: uploads, admits: admits))
    }
}

import Domain

/// The sign-in form, with what was typed kept (never the password) and the error beside the
/// field it is about, or above the form when it is about both.
struct SignInForm {
    var email = ""
    var next = ""
    var error: DomainError?

    func page(csrf: String) -> Page {
        let fields = FieldErrors(error: error)
        let formError = error.flatMap { error in
            error.field == "email" || error.field == "password" ? nil
                : "<p class=\"form-error\" role=\"alert\">\(Markup.escape(error.message))</p>"
        } ?? ""
        let content = """
        <section class="signin"><h1>Sign in</h1>\(formError)
        <form method="post" action="/signin">\(FormGuard.hiddenField(csrf))\
        <input type="hidden" name="next" value="\(Markup.escape(next))"/>
        <div class="form-field\(fields.marked("email"))"><label for="email">Email</label>\
        <input id="email" name="email" type="email" autocomplete="username" required="required" value="\(Markup.escape(email))"\(fields.invalid("email"))/>\(fields.line("email"))</div>
        <div class="form-field\(fields.marked("password"))"><label for="password">Password</label>\
        <input id="password" name="password" type="password" autocomplete="current-password" required="required"\(fields.invalid("password"))/>\(fields.line("password"))</div>
        <button type="submit">Sign in</button></form></section>
        """
        return Page(title: "Sign in", content: content)
    }
}

import Domain

/// A refusal drawn beside the form field it names: the field's message (`FIELD-error`, read out
/// as an alert), the `invalid` mark on its wrapper, and `aria-invalid` on its control. Every
/// form of the site draws its refusals through it.
struct FieldErrors {
    let error: DomainError?

    /// The message under `field`, when the refusal is about it.
    func line(_ field: String) -> String {
        guard let error, error.field == field else { return "" }
        return "<p class=\"field-error\" id=\"\(field)-error\" role=\"alert\">\(Markup.escape(error.reason))</p>"
    }

    /// The class that marks `field`'s wrapper.
    func marked(_ field: String) -> String { error?.field == field ? " invalid" : "" }

    /// The attributes that mark `field`'s control and point to its message.
    func invalid(_ field: String) -> String {
        error?.field == field ? " aria-invalid=\"true\" aria-describedby=\"\(field)-error\"" : ""
    }
}

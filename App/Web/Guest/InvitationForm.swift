import Domain
import Guests

/// The answer form of a guest's page, phone first and complete without script: how many people
/// the guest brings (up to what the organiser allowed) and their names, the event's questions
/// (a choice as a select, a yes-no as two buttons, a text as a line), dietary needs, then one
/// button per answer. What was typed stays in the form when an answer is refused, with the
/// message beside its field.
struct InvitationForm {
    let invitation: InvitationResponse
    let action: String
    let csrf: String
    /// The form as posted, when it is drawn again after a refusal.
    var typed: [String: String] = [:]
    var error: DomainError?

    /// The request a posted form makes; fields the form did not show are left as stored.
    static func request(_ form: [String: String], invitation: InvitationResponse) throws(DomainError) -> AnswerInvitationRequest {
        guard let answer = form["answer"].flatMap(RSVPRequest.Answer.init(rawValue:)) else {
            throw .invalid(field: "answer", message: "choose whether you come: yes, maybe or no")
        }
        var request = AnswerInvitationRequest(answer: answer, dietary: form["dietary"])
        if let party = form["party"] {
            guard let count = Int(party) else { throw .invalid(field: "party", message: "choose how many people you bring") }
            request.party = count
            let names = (0..<invitation.guest.mayBring).compactMap { form["plus-one-\($0 + 1)"] }
            request.plusOnes = names.isEmpty ? nil : names
        }
        request.answers = invitation.questions.compactMap { question in
            form["q-\(question.key)"].map { "\(question.key)=\($0)" }
        }
        return request
    }

    var html: String {
        var fields = partyFields
        for question in invitation.questions { fields += self.question(question) }
        let dietary = typed["dietary"] ?? invitation.guest.dietary ?? ""
        fields += field("dietary", label: "Dietary needs", control: """
            <input id="dietary" name="dietary" type="text" autocomplete="off" value="\(Markup.escape(dietary))"\(errors.invalid("dietary"))/>
            """)
        let formError = error.flatMap { error in
            ["party", "plus-ones", "dietary", "answer"].contains(error.field ?? "") ? nil
                : "<p class=\"form-error\" role=\"alert\">\(Markup.escape(error.reason))</p>"
        } ?? ""
        return """
            <section class="card invitation-answer"><h2>Your answer</h2>\(formError)
            <form id="rsvp" method="post" action="\(Markup.escape(action))">\(FormGuard.hiddenField(csrf))\(fields)\
            \(errors.line("answer"))<div class="answer-buttons">\
            <button type="submit" id="accept" name="answer" value="accepted">Yes, I'll come</button>\
            <button type="submit" id="maybe" name="answer" value="maybe" class="button-secondary">Maybe</button>\
            <button type="submit" id="decline" name="answer" value="declined" class="button-secondary">No, I can't come</button>\
            </div></form></section>
            """
    }

    /// Nothing to choose when the invitation is for the guest alone.
    private var partyFields: String {
        let guest = invitation.guest
        guard guest.mayBring > 0 else { return "<p class=\"party-note\">This invitation is for you alone.</p>" }
        let chosen = typed["party"].flatMap(Int.init) ?? guest.others
        let options = (0...guest.mayBring).map { count in
            "<option value=\"\(count)\"\(count == chosen ? " selected=\"selected\"" : "")>\(count == 0 ? "Just me" : "Me + \(count)")</option>"
        }.joined()
        let names = (0..<guest.mayBring).map { index in
            let name = typed["plus-one-\(index + 1)"] ?? (index < guest.plusOnes.count ? guest.plusOnes[index] : "")
            return "<input id=\"plus-one-\(index + 1)\" name=\"plus-one-\(index + 1)\" type=\"text\" autocomplete=\"off\" "
                + "aria-label=\"Name of person \(index + 1)\" value=\"\(Markup.escape(name))\"/>"
        }.joined()
        return field("party", label: "People coming", control: "<select id=\"party\" name=\"party\"\(errors.invalid("party"))>\(options)</select>")
            + "<fieldset class=\"form-field plus-ones\(errors.marked("plus-ones"))\"><legend>Their names (optional)</legend>\(names)\(errors.line("plus-ones"))</fieldset>"
    }

    private func question(_ question: GuestQuestion) -> String {
        let name = "q-\(question.key)"
        let label = Markup.escape(question.prompt ?? question.key.value)
        let current = typed[name] ?? invitation.guest.answers[question.key] ?? ""
        switch question.kind {
        case .choice:
            let options = [""] + question.choices
            let markup = options.map { choice in
                "<option value=\"\(Markup.escape(choice))\"\(choice == current ? " selected=\"selected\"" : "")>\(choice.isEmpty ? "—" : Markup.escape(choice))</option>"
            }.joined()
            return "<div class=\"form-field\"><label for=\"\(name)\">\(label)</label><select id=\"\(name)\" name=\"\(name)\">\(markup)</select></div>"
        case .yesNo:
            let buttons = ["yes", "no"].map { value in
                "<label class=\"choice\"><input type=\"radio\" id=\"\(name)-\(value)\" name=\"\(name)\" value=\"\(value)\"\(value == current ? " checked=\"checked\"" : "")/> \(value == "yes" ? "Yes" : "No")</label>"
            }.joined()
            return "<fieldset class=\"form-field yes-no\"><legend>\(label)</legend>\(buttons)</fieldset>"
        case .text:
            return "<div class=\"form-field\"><label for=\"\(name)\">\(label)</label><input id=\"\(name)\" name=\"\(name)\" type=\"text\" autocomplete=\"off\" value=\"\(Markup.escape(current))\"/></div>"
        }
    }

    private func field(_ name: String, label: String, control: String) -> String {
        "<div class=\"form-field\(errors.marked(name))\"><label for=\"\(name)\">\(label)</label>\(control)\(errors.line(name))</div>"
    }

    private var errors: FieldErrors { FieldErrors(error: error) }
}

import Domain
import Foundation

/// Turns answers as given into what a guest stores, checked against the event's
/// questions: a choice as defined (matched without case), a yes-no as "yes" or "no", a text as
/// one line of user text. Errors name the field `answer`.
enum GuestAnswers {
    /// The answers by key; nil (from a blank value) clears that answer, allowed only where `clearing`.
    static func parse(_ given: [QuestionAnswer], questions: [GuestQuestion], clearing: Bool) throws(DomainError) -> [Handle: String?] {
        var answers: [Handle: String?] = [:]
        for typed in given {
            let typedKey = typed.key.trimmingScalars(in: .whitespaces).lowercased()
            guard let question = questions.first(where: { $0.key.value == typedKey }) else {
                throw unknown(typedKey, questions: questions)
            }
            guard answers[question.key] == nil else {
                throw .invalid(field: "answer", message: "'\(question.key)' is answered twice; give each question once")
            }
            let value = typed.value
            if value.trimmingScalars(in: .whitespaces).isEmpty {
                guard clearing else {
                    throw .invalid(field: "answer", message: "'\(question.key)' is blank; leave it out for no answer")
                }
                answers[question.key] = .some(nil)
            } else {
                answers[question.key] = .some(try answer(value, to: question))
            }
        }
        return answers
    }

    private static func answer(_ raw: String, to question: GuestQuestion) throws(DomainError) -> String {
        let typed = raw.trimmingScalars(in: .whitespaces)
        switch question.kind {
        case .text:
            return try GuestFields.line(typed, field: "answer")
        case .choice:
            guard let choice = question.choices.first(where: { $0.equalsIgnoringCase(typed) }) else {
                throw .invalid(field: "answer", message: "\(UserText.quoted(typed)) is not a choice of '\(question.key)'; use one of \(question.choices.joined(separator: ", "))")
            }
            return choice
        case .yesNo:
            switch typed.lowercased() {
            case "yes", "y", "true": return "yes"
            case "no", "n", "false": return "no"
            default:
                throw .invalid(field: "answer", message: "\(UserText.quoted(typed)) does not answer yes-no question '\(question.key)'; use yes or no")
            }
        }
    }

    private static func unknown(_ key: String, questions: [GuestQuestion]) -> DomainError {
        guard !questions.isEmpty else {
            return .invalid(field: "answer", message: "this event asks no questions, so \(UserText.quoted(key)) cannot be answered; add the question first")
        }
        let keys = questions.map(\.key.value).joined(separator: ", ")
        return .invalid(field: "answer", message: "this event has no question \(UserText.quoted(key)); its questions are \(keys)")
    }
}

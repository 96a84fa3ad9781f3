import DesignTokens
import Domain
import Expenses
import Foundation

/// An expense's fields, as `expenses add` and `update` take them, with the split editor: the
/// rule (equal, shares or exact amounts), and for each member of the event a box "in the split"
/// and their share or amount. No box ticked on an equal split is the command's default (the
/// owner and organizers). The use case checks what is typed as the command does: shares that do
/// not add up are refused beside the split. Drawn blank or holding an expense's values; what was
/// typed wins after a refusal.
struct ExpenseForm: FieldForm {
    static let names = ["amount", "category", "payee", "paid-by", "split", "among", "date", "note", "currency", "rate", "receipt"]

    /// The members a split may name, in the team's order.
    let members: [(email: String, name: String)]
    let event: Event
    var expense: ExpenseDetails?
    /// The signed-in member, who paid unless said otherwise.
    var payer: String?
    var values: [String: String] = [:]
    var error: DomainError?

    /// `EMAIL`, `EMAIL=SHARE` or `EMAIL=AMOUNT` for each member ticked, by the rule chosen.
    static func among(_ form: [String: String], rule: ExpenseSplit.Rule) -> [String] {
        (0..<1000).lazy.prefix { form["member-\($0)"] != nil }.compactMap { index -> String? in
            guard form["in-\(index)"] == "on", let email = form["member-\(index)"] else { return nil }
            // A blank part is none, so the refusal says whose part is missing.
            let part = (form["part-\(index)"] ?? "").trimmingCharacters(in: .whitespaces)
            return rule == .equal || part.isEmpty ? email : email + "=" + part
        }
    }

    static func rule(_ form: [String: String]) throws(DomainError) -> ExpenseSplit.Rule {
        try WebQuery.value(form["split"] ?? ExpenseSplit.Rule.equal.rawValue, of: ExpenseSplit.Rule.self, field: "split")
    }

    static func addition(_ form: [String: String], event: String, receipt: ReceiptUpload?) throws(DomainError) -> AddExpenseRequest {
        let rule = try rule(form)
        return AddExpenseRequest(event: event, amount: form["amount"] ?? "", category: form["category"] ?? "", payee: form["payee"] ?? "",
                                 paidBy: form["paid-by"] ?? "", split: rule, among: among(form, rule: rule), date: form.given("date"),
                                 note: form.given("note", blank: .whitespacesAndNewlines), receipt: receipt, currency: form.given("currency"),
                                 rate: form.given("rate"))
    }

    /// Every field as it stands: the use case finds what differs; the split is sent again
    /// whole, as `--split` with `--among`.
    /// A file chosen replaces the receipt; the box takes it away.
    static func change(_ form: [String: String], event: String, expense: String, receipt: ReceiptUpload?) throws(DomainError) -> UpdateExpenseRequest {
        let rule = try rule(form)
        return UpdateExpenseRequest(event: event, expense: expense, amount: form.given("amount"), category: form.given("category"),
                                    payee: form.given("payee"), paidBy: form.given("paid-by"), split: rule, among: among(form, rule: rule),
                                    date: form.given("date"), note: form["note"]?.trimmingCharacters(in: .whitespacesAndNewlines),
                                    receipt: receipt.map { .file($0) } ?? (form["receipt-clear"] == "on" ? .clear : nil), currency: form.given("currency"), rate: form.given("rate"))
    }


    var items: [Form.Item] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let value = { (field: String, current: String?) in values[field] ?? current ?? "" }
        let typedAmount = expense.map { $0.original?.amount.decimalString ?? $0.amount.decimalString }
        let rules = ExpenseSplit.Rule.allCases.map { Field.Option($0.rawValue) }
        let payers = members.map { Field.Option($0.email, "\($0.name) (\($0.email))") }
        return [
            .field(Field("amount", label: "Amount", .money(value("amount", typedAmount), currency: expense?.original?.amount.currency.code ?? event.currency.code),
                         error: about("amount"), required: true)),
            .field(Field("category", label: "Category", .text(value("category", expense?.category)),
                         hint: "Like venue, catering, decor, music, staff, other, or your own such as photo-booth.", error: about("category"),
                         required: true, autocomplete: "off")),
            .field(Field("payee", label: "Payee", .text(value("payee", expense?.payee)), error: about("payee"), required: true, autocomplete: "off")),
            .field(Field("paid-by", label: "Paid by", .select(payers, selected: value("paid-by", expense?.paidBy ?? payer)), error: about("paid-by"))),
            .field(Field("date", label: "Date", .text(value("date", expense?.date)), hint: "YYYY-MM-DD; blank: today in the event's zone.",
                         error: about("date"), autocomplete: "off")),
            .field(Field("split", label: "Split", .radios(rules, selected: value("split", expense?.split.rawValue ?? ExpenseSplit.Rule.equal.rawValue)),
                         error: about("split"))),
            .fieldset(legend: "Split among", fields: splitFields, name: "among", error: about("among"), classes: ["split-editor"]),
            .field(Field("note", label: "Note", .textarea(value("note", expense?.note), rows: 2), error: about("note"))),
            .field(Field("receipt", label: expense?.receipt == nil ? "Receipt" : "A new receipt", .file(accept: "application/pdf,image/*"),
                         hint: "A PDF or a picture, up to 10 MB; kept with the expense." + (expense?.receipt.map { " Now: \($0)." } ?? ""),
                         error: about("receipt"))),
            .field(Field("currency", label: "Paid in another currency", .text(value("currency", expense?.original?.amount.currency.code)),
                         hint: "Its code, such as USD; blank: \(event.currency.code).", error: about("currency"), autocomplete: "off")),
            .field(Field("rate", label: "Rate", .text(value("rate", expense?.original?.rate)),
                         hint: "What one of that currency is in \(event.currency.code), such as 0.92.", error: about("rate"), autocomplete: "off")),
        ]
    }

    /// The box that takes the receipt away, on the edit form of an expense that has one.
    var clearing: [Form.Item] {
        guard expense?.receipt != nil else { return [] }
        return [.field(Field("receipt-clear", label: "Take the receipt away", .checkbox(checked: values["receipt-clear"] == "on")))]
    }

    /// A box and a part for each member; the member's email travels hidden beside them.
    private var splitFields: [Field] {
        members.enumerated().flatMap { index, member -> [Field] in
            let share = expense?.shares.first { $0.member == member.email }
            let part = share.map { expense?.split == .exact ? $0.amount.decimalString : $0.share.map(String.init) ?? "" }
            let ticked = values.isEmpty ? share != nil : values["in-\(index)"] == "on"
            return [
                Field("in-\(index)", label: "\(member.name) (\(member.email))", .checkbox(checked: ticked)),
                Field("part-\(index)", label: "Share or amount of \(member.name)", .text(values["part-\(index)"] ?? part ?? ""), autocomplete: "off"),
            ]
        }
    }

    /// The members' emails, carried hidden so the form says whom each box stands for.
    var hidden: [(name: String, value: String)] {
        members.enumerated().map { (name: "member-\($0.offset)", value: $0.element.email) }
    }
}

import DesignTokens
import Foundation
import Domain
import Tickets

/// The fields of a ticket type, as `tickets types add` and `update` take them: drawn blank for a
/// new type, or holding a type's values to edit; what was typed wins after a refusal, which is
/// drawn beside its field.
struct TicketTypeFieldsForm: FieldForm {
    static let names = ["name", "price", "quota", "pool", "opens", "closes", "max-per-issue"]

    let event: Event
    var type: TicketType?
    var values: [String: String] = [:]
    var error: DomainError?

    init(event: Event, type: TicketType? = nil, values: [String: String], error: DomainError?) {
        self.event = event
        self.type = type
        self.values = values
        self.error = error
    }


    func items(naming: Bool) -> [Form.Item] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let zone = event.timeZone
        let value = { (field: String, current: String?) in values[field] ?? current ?? "" }
        let wall = { (date: Date?) in date.map { WallTime($0, in: zone).iso8601 } }
        return [
            .field(Field("name", label: "Name", .text(value("name", type?.name)), error: about("name"), required: naming, autocomplete: "off")),
            .field(Field("price", label: "Price", .money(value("price", type?.price.decimalString), currency: event.currency.code),
                         error: about("price"), required: true)),
            .field(Field("quota", label: "Quota", .number(value("quota", type?.quota.map(String.init)), min: 0, max: nil),
                         hint: "Blank: no quota of its own. Never below what is issued.", error: about("quota"))),
            .field(Field("pool", label: "Pool", .text(value("pool", type?.pool?.value)), hint: "Blank: in no pool.", error: about("pool"),
                         autocomplete: "off")),
            .field(Field("opens", label: "Sales open", .dateTime(value("opens", wall(type?.salesOpen)), zone: zone.identifier),
                         hint: "Blank: on sale now.", error: about("opens"))),
            .field(Field("closes", label: "Sales close", .dateTime(value("closes", wall(type?.salesClose)), zone: zone.identifier),
                         hint: "Blank: until the event.", error: about("closes"))),
            .field(Field("max-per-issue", label: "Most tickets in one issue", .number(value("max-per-issue", type.map { String($0.maxPerIssue) }),
                                                                                    min: 1, max: nil),
                         hint: type == nil ? "Blank: 10." : nil, error: about("max-per-issue"))),
        ]
    }
}

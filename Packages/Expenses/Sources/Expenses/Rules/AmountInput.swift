import Domain
import Foundation

/// An expense's amount as typed: in the event's currency, or in another one with `--currency
/// CODE --rate R`, converted once (half-even) and kept with the rate it was converted at.
enum AmountInput {
    static func amount(_ raw: String, currency code: String?, rate: String?, event: Event) throws(DomainError) -> (Money, ForeignAmount?) {
        let currency = try code.map { code throws(DomainError) in try Currency(code: code) } ?? event.currency
        guard currency != event.currency else {
            if rate != nil {
                throw .invalid(field: "rate", message: "converts from another currency, and the amount is in the event's \(event.currency.code); leave \(field: "rate") out, or give \(field: "currency")")
            }
            return (try ExpenseFields.amount(raw, currency: currency), nil)
        }
        guard let rate else {
            throw .invalid(field: "currency", message: "\(currency.code) is not the event's currency (\(event.currency.code)); give \(field: "rate") R, how many \(event.currency.code) one \(currency.code) is worth")
        }
        let original = try ExpenseFields.amount(raw, currency: currency)
        let exchange = try ExchangeRate(parsing: rate)
        let converted = try exchange.convert(original, to: event.currency)
        guard converted.minorUnits > 0 else {
            throw .invalid(field: "amount", message: "\(original) at \(exchange.text) is less than the smallest \(event.currency.code) amount; check the amount and the rate")
        }
        return (converted, ForeignAmount(amount: original, rate: exchange.text))
    }
}

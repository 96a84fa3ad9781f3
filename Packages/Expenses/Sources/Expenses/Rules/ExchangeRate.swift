import Domain
import Foundation

/// How many units of the event's currency one unit of another is worth, read exactly from
/// decimal text ("0.92", "155.3"): an integer and a power of ten, never a floating-point number.
struct ExchangeRate: Hashable, Sendable {
    static let maximumDecimals = 10
    static let largest: Int128 = 1_000_000

    let text: String
    private let units: Int128
    private let decimals: Int

    init(parsing raw: String, field: String = "rate") throws(DomainError) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        func reject(_ why: String) -> DomainError {
            .invalid(field: field, message: "\(UserText.quoted(raw)) \(why); write how many units of the event's currency one unit is worth, like 0.92")
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { throw reject("is not a decimal number") }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= Self.maximumDecimals else { throw reject("has more than \(Self.maximumDecimals) decimals") }
        guard parts[0].count <= 7, let units = Int128(String(parts[0]) + fraction) else { throw reject("is too large") }
        guard units > 0 else { throw reject("is zero") }
        var scale: Int128 = 1
        for _ in 0..<fraction.count { scale *= 10 }
        guard units <= Self.largest * scale else { throw reject("is too large (at most \(Self.largest))") }
        self.text = text
        self.units = units
        decimals = fraction.count
    }

    /// `amount` in `currency`, rounded once, half-even, to `currency`'s minor unit.
    func convert(_ amount: Money, to currency: Currency) throws(DomainError) -> Money {
        // amount.minor / 10^from * units / 10^decimals = result / 10^to
        let numerator = Int128(amount.minorUnits) * units * Self.power(currency.minorUnitDigits)
        let denominator = Self.power(decimals + amount.currency.minorUnitDigits)
        let converted = HalfEven.divide(numerator, by: denominator)
        guard converted <= Int128(Money.largestMinorUnits) else {
            throw .invalid(field: "rate", message: "converts \(amount) to more than \(currency.code) amounts may hold; check the rate")
        }
        return Money(minorUnits: Int64(converted), currency: currency)
    }

    private static func power(_ exponent: Int) -> Int128 {
        var value: Int128 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

import Foundation

/// An amount of money: integer minor units (cents) and a currency. Never a floating-point number.
public struct Money: Hashable, Sendable, Codable, CustomStringConvertible {
    public let minorUnits: Int64
    public let currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Parses a decimal amount exactly: "12.50", "12.5", "1200", "-3.10" (when negatives are
    /// allowed). More decimals than the currency has, a comma, an exponent or a sign where none
    /// is allowed are rejected with an example.
    public init(parsing raw: String, currency: Currency, field: String, allowNegative: Bool = false) throws(DomainError) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let example = currency.minorUnitDigits == 0 ? "1200" : "1200." + String(repeating: "5", count: currency.minorUnitDigits)
        func reject(_ why: String) -> DomainError {
            .invalid(field: field, message: "\(UserText.quoted(raw)) \(why); write an amount like \(example)")
        }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        if negative && !allowNegative { throw reject("is negative") }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
              whole.allSatisfy(\.isASCIIDigit), parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { throw reject("is not a decimal amount") }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= currency.minorUnitDigits else {
            throw reject("has more decimals than \(currency.code) allows (\(currency.minorUnitDigits))")
        }
        let padded = String(fraction) + String(repeating: "0", count: currency.minorUnitDigits - fraction.count)
        guard let units = Int64(String(whole) + padded), units <= Money.largestMinorUnits else {
            throw reject("is too large")
        }
        self.init(minorUnits: negative ? -units : units, currency: currency)
    }

    /// Plain decimal text with the currency's digits, no grouping: "1234.50". Scripts parse this.
    public var decimalString: String {
        let digits = currency.minorUnitDigits
        let magnitude = minorUnits.magnitude
        let sign = minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return sign + String(magnitude) }
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let fraction = String(magnitude % scale)
        return sign + String(magnitude / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// For people: "1,234.50 EUR".
    public var description: String {
        let plain = decimalString
        let negative = plain.hasPrefix("-")
        let body = negative ? String(plain.dropFirst()) : plain
        let parts = body.split(separator: ".", maxSplits: 1)
        var grouped = ""
        for (index, character) in parts[0].reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        let whole = String(grouped.reversed())
        let fraction = parts.count == 2 ? "." + parts[1] : ""
        return (negative ? "-" : "") + whole + fraction + " " + currency.code
    }

    /// Keeps amounts far from Int64's edge so sums of many of them cannot overflow.
    public static let largestMinorUnits: Int64 = 999_999_999_999_999

    private enum CodingKeys: String, CodingKey { case amount, currency, minorUnits }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minorUnits: try container.decode(Int64.self, forKey: .minorUnits),
                  currency: try container.decode(Currency.self, forKey: .currency))
    }

    /// JSON carries the exact decimal text beside the minor units, never a float.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decimalString, forKey: .amount)
        try container.encode(currency, forKey: .currency)
        try container.encode(minorUnits, forKey: .minorUnits)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

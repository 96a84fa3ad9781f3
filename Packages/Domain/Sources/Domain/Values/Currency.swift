import Foundation

/// An ISO 4217 currency: its code and how many minor-unit digits it has (EUR 2, JPY 0, KWD 3).
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    public let code: String
    public let minorUnitDigits: Int

    /// Accepts a code in any case ("eur"); rejects anything not in ISO 4217.
    public init(code raw: String) throws(DomainError) {
        let code = raw.trimmingCharacters(in: .whitespaces).uppercased()
        guard let digits = Currency.iso4217[code] else {
            throw .invalid(field: "currency", message: "\(UserText.quoted(raw)) is not an ISO 4217 currency code; use one like EUR, USD or JPY")
        }
        self.code = code
        self.minorUnitDigits = digits
    }

    public var description: String { code }

    public init(from decoder: any Decoder) throws {
        try self.init(code: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

public extension Currency {
    static let euro = try! Currency(code: "EUR")
    static let usDollar = try! Currency(code: "USD")
}

import Domain
import DomainTestSupport
@testable import Expenses
import Foundation
import Testing

/// Conversion against a reference: Foundation's decimal arithmetic (base 10, 38 digits, no
/// binary floating point) rounded with `.bankers`, half to even.
@Suite struct ConversionPropertyTests {
    @Test(arguments: SplitPropertyTests.seeds)
    func roundsOnceHalfToEvenLikeTheDecimalReference(_ seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let currencies = try ["EUR", "JPY", "KWD", "USD", "CLF"].map { try Currency(code: $0) }
        for _ in 0..<2_000 {
            let from = currencies.randomElement(using: &random)!
            let to = currencies.randomElement(using: &random)!
            let units = Int64.random(in: 1...(Bool.random(using: &random) ? 1_000 : 1_000_000_000_000), using: &random)
            let decimals = Int.random(in: 0...6, using: &random)
            let whole = Int.random(in: 0...999, using: &random)
            let fraction = (0..<decimals).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            let text = decimals == 0 ? String(max(whole, 1)) : "\(whole).\(fraction)"
            guard Decimal(string: text)! > 0 else { continue }
            let rate = try ExchangeRate(parsing: text)
            let amount = Money(minorUnits: units, currency: from)
            let converted = try? rate.convert(amount, to: to)
            var exact = Decimal(units) / pow(10, from.minorUnitDigits) * Decimal(string: text)! * pow(10, to.minorUnitDigits)
            var rounded = Decimal()
            NSDecimalRound(&rounded, &exact, 0, .bankers)
            guard rounded <= Decimal(Money.largestMinorUnits) else {
                #expect(converted == nil, "seed \(seed): \(amount) at \(text) is too large to convert")
                continue
            }
            #expect(converted?.minorUnits == NSDecimalNumber(decimal: rounded).int64Value, "seed \(seed): \(amount) at \(text) to \(to)")
        }
    }

    @Test func tiesGoToTheEvenNeighbour() throws {
        let half = try ExchangeRate(parsing: "0.5")
        #expect(try half.convert(Money(minorUnits: 5, currency: .euro), to: .euro).minorUnits == 2)
        #expect(try half.convert(Money(minorUnits: 7, currency: .euro), to: .euro).minorUnits == 4)
        #expect(try half.convert(Money(minorUnits: 1, currency: .euro), to: .euro).minorUnits == 0)
        #expect(try half.convert(Money(minorUnits: 3, currency: .euro), to: .euro).minorUnits == 2)
    }
}

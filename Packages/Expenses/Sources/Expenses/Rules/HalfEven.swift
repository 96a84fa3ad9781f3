/// Division rounded to the nearest integer, ties to the even one (banker's rounding): the one
/// rounding every conversion and cost per head makes, so sums of many do not drift upwards.
enum HalfEven {
    /// `numerator / denominator` rounded half-even; `denominator` is positive.
    static func divide(_ numerator: Int128, by denominator: Int128) -> Int128 {
        let negative = numerator < 0
        let magnitude = negative ? -numerator : numerator
        var quotient = magnitude / denominator
        let twice = (magnitude % denominator) * 2
        if twice > denominator || (twice == denominator && quotient % 2 == 1) { quotient += 1 }
        return negative ? -quotient : quotient
    }
}

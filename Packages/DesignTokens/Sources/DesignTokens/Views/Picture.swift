/// A two-colour picture, dot by dot (a QR code's modules), drawn with a light margin around it
/// as scanners need.
public struct Picture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Light dots drawn around the picture, on every side.
    public let margin: Int
    /// What it shows, in words, for people who cannot see it: a browser gives it to screen
    /// readers ("QR code of ticket RT1-4F2K"); the terminal does not draw it.
    public let label: String
    private let dark: [Bool]

    public init(width: Int, height: Int, margin: Int = 4, label: String = "Picture",
                isDark: (_ x: Int, _ y: Int) -> Bool) {
        self.width = width
        self.height = height
        self.margin = margin
        self.label = label
        var dark: [Bool] = []
        dark.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { dark.append(isDark(x, y)) }
        }
        self.dark = dark
    }

    /// Whether the dot at `x`, `y` is dark; the margin and beyond are light.
    public func isDark(_ x: Int, _ y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y) && dark[y * width + x]
    }
}

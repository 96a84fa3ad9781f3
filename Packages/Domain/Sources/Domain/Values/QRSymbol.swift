/// A QR code's modules, dark or light, without the quiet zone around them: what a terminal
/// draws. Made by a `QRCodeMaker`.
public struct QRSymbol: Hashable, Sendable {
    /// Modules per side.
    public let size: Int
    private let dark: [Bool]

    /// `dark` row by row from the top left, `size * size` of them.
    public init(size: Int, dark: [Bool]) {
        precondition(dark.count == size * size, "a \(size)x\(size) symbol has \(size * size) modules, not \(dark.count)")
        self.size = size
        self.dark = dark
    }

    /// Whether the module in column `x`, row `y` is dark.
    public subscript(x: Int, y: Int) -> Bool {
        dark[y * size + x]
    }
}

/// One palette colour as exact sRGB, with the stand-ins used on terminals that cannot show it.
public struct ColorToken: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// The nearest entry of the xterm 256-colour palette (its 6x6x6 cube and grey ramp).
    public var xterm256: UInt8
    /// The SGR foreground code on a 16-colour terminal: 30-37 or the bright 90-97.
    public var ansi16: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, xterm256: UInt8, ansi16: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.xterm256 = xterm256
        self.ansi16 = ansi16
    }

    /// "#FF7A00".
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }.joined()
    }
}

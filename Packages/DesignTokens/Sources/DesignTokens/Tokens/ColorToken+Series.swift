extension ColorToken {
    /// Colours for things of equal rank told apart by colour alone (the tracks of a programme):
    /// distinct hues at similar lightness, none of them the warning or error colours, so a
    /// coloured span never reads as an alert. Series n takes `series[n % series.count]`.
    public static let series: [ColorToken] = [
        ColorToken(red: 0x3B, green: 0x82, blue: 0xF6, xterm256: 69, ansi16: 94),
        ColorToken(red: 0x10, green: 0xB9, blue: 0x81, xterm256: 36, ansi16: 36),
        ColorToken(red: 0xA8, green: 0x55, blue: 0xF7, xterm256: 135, ansi16: 95),
        ColorToken(red: 0xF9, green: 0x73, blue: 0x16, xterm256: 208, ansi16: 33),
        ColorToken(red: 0xEC, green: 0x48, blue: 0x99, xterm256: 205, ansi16: 35),
        ColorToken(red: 0x84, green: 0xCC, blue: 0x16, xterm256: 112, ansi16: 92),
    ]

    public static func series(_ index: Int) -> ColorToken {
        series[((index % series.count) + series.count) % series.count]
    }
}

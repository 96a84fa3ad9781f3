extension ColorToken {
    /// A picture's dots, black on white in every scheme: scanners expect dark modules on a
    /// light ground, whatever the page's theme.
    public static let pictureDark = ColorToken(red: 0x00, green: 0x00, blue: 0x00, xterm256: 16, ansi16: 30)
    public static let pictureLight = ColorToken(red: 0xFF, green: 0xFF, blue: 0xFF, xterm256: 231, ansi16: 97)
}

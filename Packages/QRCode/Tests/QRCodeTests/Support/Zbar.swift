import Testing

/// zbarimg (Debian's zbar-tools), the outside judge: an independent decoder must read back
/// exactly what was encoded.
enum Zbar {
    static let executable = Executable.find("zbarimg")

    /// The payload zbarimg decodes from the PNG, as raw bytes (`-Sbinary`: no character set
    /// guessing, no trailing newline), or nil when it finds no code (it exits with 4).
    static func decode(png: [UInt8]) throws -> [UInt8]? {
        let zbarimg = try #require(executable, "zbarimg is not installed: apt-get install -y zbar-tools (Scripts/test does it)")
        return try Executable.withTemporaryFile(png, suffix: ".png") { path in
            try Executable.run(zbarimg, ["--raw", "-q", "-Sbinary", path])
        }
    }
}

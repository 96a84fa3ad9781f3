import Foundation

/// Standard base64 without the trailing "=", as PHC strings write salts and hashes.
enum Base64NoPadding {
    static func encode(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Nil for padded text, characters outside the alphabet, or an impossible length.
    static func decode(_ text: Substring) -> [UInt8]? {
        guard !text.contains("="), text.count % 4 != 1 else { return nil }
        let padded = String(text) + String(repeating: "=", count: (4 - text.count % 4) % 4)
        return Data(base64Encoded: padded).map { Array($0) }
    }
}

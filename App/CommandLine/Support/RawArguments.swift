import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as the bytes the shell passed. `CommandLine.arguments` has already
/// replaced bytes that are not UTF-8 with U+FFFD, so two different inputs would read the same;
/// this reads argv itself and refuses them before anything is parsed.
enum RawArguments {
    static func requireUTF8() throws(DomainError) {
        var previous: String?
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard let argument = String(validating: bytes, as: UTF8.self) else {
                throw .invalid(field: field(at: index, bytes: bytes, after: previous),
                               message: "is not valid UTF-8 text; type it again in a UTF-8 terminal, or fix the encoding of the script")
            }
            previous = argument
        }
    }

    /// The option a value belongs to (`--name X` or `--name=X`), else its place.
    private static func field(at index: Int, bytes: UnsafeBufferPointer<UInt8>, after previous: String?) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
            return String(text[text.index(text.startIndex, offsetBy: 2)..<equals])
        }
        if let previous, previous.hasPrefix("--"), !previous.contains("=") {
            return String(previous.dropFirst(2))
        }
        return "argument \(index)"
    }
}

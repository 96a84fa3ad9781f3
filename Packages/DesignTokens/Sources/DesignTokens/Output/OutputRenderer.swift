import Foundation

/// Renders one command's answer in the format the user asked for. Only the table format ever
/// carries colour; JSON and CSV are for programs and stay byte-for-byte plain.
public struct OutputRenderer: Sendable {
    public var capabilities: TerminalCapabilities

    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Throws the `EncodingError` of a value JSON cannot hold (a NaN, an infinite number).
    public func render(_ presentation: Presentation, as format: OutputFormat) throws -> String {
        switch format {
        case .table:
            TerminalRenderer(capabilities: capabilities).render(presentation.document)
        case .json:
            try Self.json(presentation.json)
        case .csv:
            CSVWriter.render(presentation.csv)
        }
    }

    /// Sorted keys and a fixed date form keep the output byte-stable for the same value, so
    /// scripts and golden files can diff it. Dates are ISO 8601 strings, not seconds since 2001.
    /// A `JSONWritable` value writes these same bytes itself, much faster.
    static func json(_ value: any Encodable & Sendable) throws -> String {
        if let writable = value as? any JSONWritable {
            var writer = JSONWriter()
            writable.write(to: &writer)
            writer.endLine()
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

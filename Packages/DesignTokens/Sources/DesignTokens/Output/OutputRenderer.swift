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
        String(decoding: try bytes(presentation, as: format), as: UTF8.self)
    }

    /// `render`'s text as the UTF-8 bytes a terminal, file or socket takes: a long list is not
    /// checked again as a String's UTF-8 on its way out (a tenth of listing 10,000 events).
    public func bytes(_ presentation: Presentation, as format: OutputFormat) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try write(presentation, as: format) { bytes += $0 }
        return bytes
    }

    /// The same bytes, handed to `sink` a chunk at a time as they are made (JSON that writes
    /// itself, and CSV), so a long list goes out without being held whole.
    public func write(_ presentation: Presentation, as format: OutputFormat, to sink: (ArraySlice<UInt8>) -> Void) throws {
        switch format {
        case .table:
            sink(Array(TerminalRenderer(capabilities: capabilities).render(presentation.document).utf8)[...])
        case .json:
            try Self.json(presentation.json, to: sink)
        case .csv:
            CSVWriter.write(presentation.csv, to: sink)
        }
    }

    /// Sorted keys and a fixed date form keep the output byte-stable for the same value, so
    /// scripts and golden files can diff it. Dates are ISO 8601 strings, not seconds since 2001.
    /// A `JSONWritable` value writes these same bytes itself, much faster.
    static func json(_ value: any Encodable & Sendable, to sink: (ArraySlice<UInt8>) -> Void) throws {
        if let writable = value as? any JSONWritable {
            withoutActuallyEscaping(sink) { sink in
                var writer = JSONWriter(streamingTo: sink)
                writable.write(to: &writer)
                writer.endLine()
                writer.finish()
            }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        sink((Array(try encoder.encode(value)) + [UInt8(ascii: "\n")])[...])
    }
}

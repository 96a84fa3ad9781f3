/// A value that writes its own JSON through `JSONWriter`, to exactly the bytes `JSONEncoder`
/// would make of it, so `OutputRenderer` can skip the encoder for long lists. It stays
/// `Encodable`: the encoder remains the reference its tests compare with.
public protocol JSONWritable: Encodable, Sendable {
    func write(to writer: inout JSONWriter)
}

extension Array: JSONWritable where Element: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self {
            element.write(to: &writer)
        }
        writer.endArray()
    }
}

/// A JSON array whose items are made as they are written, one at a time, from the list an answer
/// already holds: a long list is not held a second time as JSON values (10,000 events' JSON made
/// first was a third of the memory a listing touched). It encodes as the array of those items.
public struct JSONItems<Source: Sendable, Item: JSONWritable>: JSONWritable {
    private let source: [Source]
    private let item: @Sendable (Source) -> Item

    public init(_ source: [Source], _ item: @escaping @Sendable (Source) -> Item) {
        self.source = source
        self.item = item
    }

    public func encode(to encoder: any Encoder) throws {
        try source.map(item).encode(to: encoder)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in source {
            item(element).write(to: &writer)
        }
        writer.endArray()
    }
}

/// What a command shows on a terminal: blocks, top to bottom.
public struct Document: Hashable, Sendable {
    public var blocks: [Block]

    public init(_ blocks: [Block]) {
        self.blocks = blocks
    }
}

/// Turns byte offsets into 1-based line and column numbers. Columns count UTF-8 bytes, as
/// swiftc's diagnostics do, so editors jump to the same place for both.
struct LineIndex: Sendable {
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

struct SourcePosition: Sendable, Hashable {
    var line: Int
    var column: Int

    static let start = SourcePosition(line: 1, column: 1)
}

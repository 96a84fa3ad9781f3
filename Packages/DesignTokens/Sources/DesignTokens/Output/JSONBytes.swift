/// The UTF-8 a `JSONWriter` has written: an append is a capacity check and a copy, where
/// `Array.append(contentsOf:)` took its generic path each time (a sixth of writing a long list).
/// A writer copied before it writes again gets its own (`copy()`), as an array would.
final class JSONBytes {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deallocate()
    }

    var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    func copy() -> JSONBytes {
        let copy = JSONBytes(capacity: capacity)
        copy.append(contents)
        return copy
    }

    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func removeAll() {
        count = 0
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = newCapacity
    }
}

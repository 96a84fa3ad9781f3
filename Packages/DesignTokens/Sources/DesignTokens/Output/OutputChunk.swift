/// How much output is gathered before it is written: enough that each write is worth its
/// system call, small enough to stay in the cache and never be fetched from the system again.
enum OutputChunk {
    static let size = 64 * 1024
}

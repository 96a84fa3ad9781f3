/// What a command does with the store, chosen per command by the App: every store honours it.
public enum StoreAccess: Sendable {
    /// Reads only: opens the file read-only, never creates, migrates or takes the write lock,
    /// so it answers while another process writes. A missing file reads as an empty store.
    case readOnly
    /// Reads and writes: a missing file and its folders are created at the first write, so a
    /// command that fails before writing leaves nothing behind; an older schema is migrated.
    case readWrite
}

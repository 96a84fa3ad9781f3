/// How a command uses the database. A command that only reads opens it read-only: it answers
/// while another process writes, and never creates, migrates or locks the file.
enum DatabaseAccess {
    case readOnly
    case readWrite
}

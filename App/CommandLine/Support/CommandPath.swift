import ArgumentParser

/// The command the leading words of a line name (`guests add` in `guests add gala Ann`), found
/// in the parser's own tree of command types, and how many words that took.
struct CommandPath {
    let command: any ParsableCommand.Type
    let words: Int

    init(_ arguments: [String], root: any ParsableCommand.Type = RushDay.self) {
        var command = root
        var words = 0
        while words < arguments.count,
              let next = command.configuration.subcommands.first(where: {
                  $0._commandName == arguments[words] || $0.configuration.aliases.contains(arguments[words])
              }) {
            command = next
            words += 1
        }
        self.command = command
        self.words = words
    }
}

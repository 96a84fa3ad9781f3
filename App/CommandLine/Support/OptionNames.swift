import ArgumentParser

/// The long names of the options and flags a parsed command declares, found by reflection so a
/// new command needs no list: argument-parser stores `@Option var keepInstant` as `_keepInstant`
/// of type `Option<...>` and names it `--keep-instant`; `@OptionGroup`s are searched too.
enum OptionNames {
    static func long(of arguments: any ParsableArguments) -> Set<String> {
        var names: Set<String> = []
        for child in Mirror(reflecting: arguments).children {
            guard let label = child.label, label.hasPrefix("_") else { continue }
            let wrapper = String(describing: type(of: child.value))
            if wrapper.hasPrefix("Option<") || wrapper.hasPrefix("Flag<") {
                names.insert(kebabCase(label.dropFirst()))
            } else if wrapper.hasPrefix("OptionGroup<"), let group = parsedGroup(in: child.value) {
                names.formUnion(long(of: group))
            }
        }
        return names
    }

    /// `keepInstant` -> `keep-instant`, argument-parser's default long name.
    static func kebabCase(_ property: Substring) -> String {
        property.reduce(into: "") { name, character in
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
    }

    /// An `OptionGroup` keeps its parsed value inside private storage; reflection reaches it.
    private static func parsedGroup(in value: Any, depth: Int = 0) -> (any ParsableArguments)? {
        for child in Mirror(reflecting: value).children {
            if let group = child.value as? any ParsableArguments { return group }
            if depth < 3, let group = parsedGroup(in: child.value, depth: depth + 1) { return group }
        }
        return nil
    }
}

import ArgumentParser

extension FormatOption {
    /// An export without `--output` writes the CSV itself to standard output, so `--format`
    /// can only describe a summary of a file written with `--output`; json there would be ignored.
    func validate(exportingTo output: String?) throws {
        if output == nil, format == .json {
            throw ValidationError("--format: json is the summary of a file written with --output; without --output the CSV itself goes to standard output")
        }
    }
}

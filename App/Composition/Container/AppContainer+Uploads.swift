import CSVFiles
import Domain

/// The web face's uploaded table files, read by the same CSV adapter as `guests import`'s.
extension AppContainer {
    func table(at path: String, named name: String, options: TableFileOptions) -> any TableSource {
        CSVFileSource(path: path, options: options, name: name)
    }

    func tableLayout(at path: String) -> TableFileOptions {
        CSVFileLayout.guess(at: path)
    }
}

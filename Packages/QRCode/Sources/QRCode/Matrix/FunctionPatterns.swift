extension ModuleMatrix {
    /// An empty symbol of `version` with its finder, separator, timing and alignment patterns,
    /// the dark module, and the version information drawn; the format information area is
    /// reserved (its bits depend on the mask, which is chosen last).
    init(functionPatternsOf version: Int) {
        self.init(size: VersionTable.size(version: version))
        for index in 0..<size {
            setFunction(x: 6, y: index, dark: index % 2 == 0)
            setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
        // Each finder is drawn with its one-module light separator, clipped at the symbol's edge.
        drawFinder(centreX: 3, centreY: 3)
        drawFinder(centreX: size - 4, centreY: 3)
        drawFinder(centreX: 3, centreY: size - 4)

        let centres = VersionTable.alignmentCentres(version: version)
        let last = centres.count - 1
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() where !((i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)) {
                drawAlignment(centreX: x, centreY: y)
            }
        }
        drawFormatInformation(FormatInfo.reservedPlaceholder)
        drawVersionInformation(version: version)
    }

    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    private mutating func drawAlignment(centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(x: centreX + dx, y: centreY + dy, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }
}

/// Splits the data codewords into the version's blocks, appends each block's error-correction
/// codewords, and interleaves them column by column, so that a damaged area of the symbol
/// spreads its errors over many blocks instead of exhausting one.
enum Interleaving {
    static func codewords(data: [UInt8], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let blockCount = VersionTable.blockCount(version: version, correction: correction)
        let ecLength = VersionTable.ecCodewordsPerBlock(version: version, correction: correction)
        let total = VersionTable.totalCodewords(version: version)
        precondition(data.count == total - blockCount * ecLength, "data codewords do not fill the version")

        // When the codewords do not divide evenly, the last blocks carry one data codeword more.
        let shortBlockCount = blockCount - total % blockCount
        let shortDataLength = total / blockCount - ecLength
        let generator = ReedSolomon.generator(degree: ecLength)

        var dataBlocks: [ArraySlice<UInt8>] = []
        var ecBlocks: [[UInt8]] = []
        var start = 0
        for block in 0..<blockCount {
            let length = shortDataLength + (block < shortBlockCount ? 0 : 1)
            let blockData = data[start..<start + length]
            dataBlocks.append(blockData)
            ecBlocks.append(ReedSolomon.remainder(of: Array(blockData), generator: generator))
            start += length
        }

        var result: [UInt8] = []
        result.reserveCapacity(total)
        for column in 0...shortDataLength {
            for block in dataBlocks where column < block.count {
                result.append(block[block.startIndex + column])
            }
        }
        for column in 0..<ecLength {
            for block in ecBlocks { result.append(block[column]) }
        }
        return result
    }
}

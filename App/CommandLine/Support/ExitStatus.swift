import Domain

/// sysexits codes, as ARCHITECTURE.md promises them to scripts.
enum ExitStatus {
    static func code(for error: DomainError) -> Int32 {
        switch error.category {
        case .invalidData: 65
        case .notAllowed: 77
        case .unavailable: 69
        case .io: 74
        case .inputMissing: 66
        case .cannotCreate: 73
        case .other: 1
        }
    }
}

public import Domain

/// One scan at a door without the database: let through (with the scan to journal) or refused.
public struct OfflineScanResponse: Hashable, Sendable {
    public let code: String
    public let direction: CheckInScan.Direction
    /// From the door's list, when it has one.
    public let ticket: OfflineList.Entry?
    public let refusal: CodeRefusal?
    public let admitted: Int
    public let refused: Int
    /// What `tickets sync` uploads; nil for a refused scan.
    public let journal: SyncScansRequest.Scan?
}

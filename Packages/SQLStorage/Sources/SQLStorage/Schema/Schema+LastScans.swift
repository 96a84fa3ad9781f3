import Domain

extension Schema {
    /// Each ticket's last scan (by `at`, then `sequence`: what the door's rule decides by) kept
    /// on the ticket's row, NULL until its first scan. PostgreSQL decides a door's scan in one
    /// statement that locks the ticket's row and reads it there: a lock waited for gives the
    /// newest version of the row, where a read of `check_in_scans` in the same statement would
    /// not see a scan committed while it waited. Every writer of scans keeps it equal to the
    /// history (`CheckInScanRow.settleLastScans`); rows stored before are set from theirs here.
    static let lastScans = SchemaPiece(statements: [
        "ALTER TABLE tickets ADD COLUMN last_scan_sequence BIGINT",
        "ALTER TABLE tickets ADD COLUMN last_scan_direction TEXT",
        "ALTER TABLE tickets ADD COLUMN last_scan_device TEXT",
        "ALTER TABLE tickets ADD COLUMN last_scan_at BIGINT",
        "ALTER TABLE tickets ADD COLUMN last_scan_nonce TEXT",
        CheckInScanRow.settlingLastScans(where: "id IN (SELECT ticket_id FROM check_in_scans)"),
    ], constraintErrors: [:])
}

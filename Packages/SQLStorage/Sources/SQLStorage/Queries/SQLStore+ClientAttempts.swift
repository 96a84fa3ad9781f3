public import Domain
public import Foundation

extension SQLStore {
    /// One statement counts the attempt, so servers counting at once each count once: a window
    /// that has passed begins again at this attempt.
    public func countAttempt(of kind: String, by key: String, window: TimeInterval, at now: Date) async throws(DomainError) -> Int {
        let moment = Instant.milliseconds(now)
        let passed = moment - Int64((window * 1000).rounded())
        return try await writing { db in
            let attempts = Int(try db.first("""
                INSERT INTO client_attempts (kind, subject, attempts, window_start) VALUES (\(kind), \(key), 1, \(moment))
                ON CONFLICT (kind, subject) DO UPDATE SET
                    attempts = CASE WHEN client_attempts.window_start <= \(passed) THEN 1 ELSE client_attempts.attempts + 1 END,
                    window_start = CASE WHEN client_attempts.window_start <= \(passed) THEN \(moment) ELSE client_attempts.window_start END
                RETURNING attempts
                """) { row in try row.integer(0) } ?? 1)
            // A new window is rare enough to pay for sweeping the keys idle for a day.
            if attempts == 1 {
                try db.execute("DELETE FROM client_attempts WHERE window_start < \(moment - Self.attemptsKept)")
            }
            return attempts
        }
    }

    /// A day, in milliseconds: longer than any throttle's window.
    private static var attemptsKept: Int64 { 86_400_000 }
}

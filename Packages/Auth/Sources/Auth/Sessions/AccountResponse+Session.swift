import Domain

extension AccountResponse {
    init(user: User, session: UserSession) {
        self.init(
            userID: user.id,
            email: user.email,
            displayName: user.displayName,
            createdAt: user.createdAt,
            sessionExpiresAt: session.expiresAt
        )
    }
}

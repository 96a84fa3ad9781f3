import Auth
import Domain
import SQLiteStore

extension AppContainer: AuthDependencies {
    var sessionRepository: any SessionRepository { store }
    var signInThrottleRepository: any SignInThrottleRepository { store }
}

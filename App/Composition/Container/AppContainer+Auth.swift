import Auth
import Domain

extension AppContainer: AuthDependencies {
    var sessionRepository: any SessionRepository { store }
    var signInThrottleRepository: any SignInThrottleRepository { store }
}

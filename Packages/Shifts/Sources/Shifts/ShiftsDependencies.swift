public import Domain

/// Exactly what Shifts needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Shifts.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`, to find the event a command names and the asker's role in it.
public protocol ShiftsDependencies: EventAccessDependencies {
    var shiftRepository: any ShiftRepository { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
    /// Makes and checks the volunteers' personal links.
    var tokenGenerator: any TokenGenerator { get }
    /// Volunteers' check-in codes are signed with the event's key, as tickets' are.
    var eventSigningKeyRepository: any EventSigningKeyRepository { get }
    var signatureService: any SignatureService { get }
    /// Check-in codes drawn as QR codes on a volunteer's page.
    var qrCodeMaker: any QRCodeMaker { get }
    /// The door whose link a scan came with (none on the command line).
    var doorPass: any DoorPassProvider { get }
}

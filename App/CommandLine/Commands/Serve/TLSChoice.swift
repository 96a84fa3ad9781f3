import ArgumentParser

/// `serve --tls`'s values: `self-signed`, a certificate made and kept on this machine.
enum TLSChoice: String, CaseIterable, ExpressibleByArgument {
    case selfSigned = "self-signed"
}

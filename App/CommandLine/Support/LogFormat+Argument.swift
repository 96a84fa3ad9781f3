// A conformance of a public type is public, so ArgumentParser is imported publicly here.
public import ArgumentParser

/// `serve --log-format`'s values: text or json; anything else is a usage error (64) that lists them.
extension ServeRequest.LogFormat: ExpressibleByArgument {}

// A retroactive conformance is public by nature, so both modules are imported publicly here
// (and likewise in the other +Argument files) and nowhere else in the App.
public import ArgumentParser
public import DesignTokens

extension OutputFormat: @retroactive ExpressibleByArgument {}

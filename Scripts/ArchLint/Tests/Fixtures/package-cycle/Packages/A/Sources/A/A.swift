import B

public struct First { let second = Second() }

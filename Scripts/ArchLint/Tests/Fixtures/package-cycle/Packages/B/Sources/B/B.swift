import A

public struct Second { var first: First? }

public import Domain
// import Events
/* import Events
   /* nested: import Events */
   import Events */
/// import Events (documentation)

let plain = "import Events"
let escaped = "quote \" import Events"
let multiline = """
import Events
\(" import Events ")
"""
let raw = #"""
import Events "# still inside
"""#
let rawLine = #"import Events \(not interpolation) "#
let interpolated = "\(["import Events", "\("import Events")"].count) import Events"
let regex = #/import Events/#

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}

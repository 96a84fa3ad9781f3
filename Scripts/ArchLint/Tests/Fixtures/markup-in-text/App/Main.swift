@preconcurrency import Auth
public import DesignTokens
internal import struct Events.EventsCard
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// import Store  (a comment is not an import)
let note = "import Store"
let card = AuthCard(tone: Tone.plain)
_ = (EventsCard(tone: .plain), Container(), note)
let header = "<h1>Constant tags are fine</h1>"
let page = "<p class=\"name\">\(note)</p>"

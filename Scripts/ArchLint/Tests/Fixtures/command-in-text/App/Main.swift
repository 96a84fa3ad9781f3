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
let hint = "see your events with 'rushday events list' or pass --database PATH"

import Auth
import DesignTokens
import Store

struct ListCommand {
    let card = AuthCard(tone: Tone.plain)
    let events = SQLEvents()
}

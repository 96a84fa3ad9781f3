import DesignTokens
import Events

/// The web face: features, DesignTokens and the web server only.
public enum Pages {
    public static let all = [EventsCard(tone: Tone.plain)]
}

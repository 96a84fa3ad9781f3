import DesignTokens
import Events
import RushDayCommandLine

/// The web face may not use the command-line face (nor it the web face): each knows the
/// features, and the composition alone knows both.
public enum Pages {
    public static let all = [EventsCard(tone: Tone.plain)]
}

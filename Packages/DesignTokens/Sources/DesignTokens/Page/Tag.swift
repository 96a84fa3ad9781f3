/// The elements a page may hold: a closed set, so no tag name is ever made from text.
public enum Tag: String, Sendable, CaseIterable {
    case a, article, br, button, code, dd, details, div, dl, dt, em, fieldset, figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6
    case header, img, input, label, legend, li, main, nav, ol, option, output, p, section, select, small, span, strong
    case summary, textarea, time, ul, video

    /// Elements with no content, written closed (`<input/>`).
    var isVoid: Bool {
        self == .img || self == .input || self == .br
    }
}

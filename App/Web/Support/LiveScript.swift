/// The site's only script. A section marked `data-live` names its stream of Server-Sent Events;
/// each `section` event carries the section drawn again, which replaces the one on the page.
/// Without script the page is complete as served, and a reload shows the same.
enum LiveScript {
    static let text = """
    "use strict";
    document.addEventListener("DOMContentLoaded", () => {
      for (const section of document.querySelectorAll("[data-live]")) {
        const status = document.querySelector("[data-live-status]");
        const source = new EventSource(section.dataset.live);
        source.addEventListener("section", (event) => {
          section.innerHTML = event.data;
          if (status) status.textContent = "Live: updated " + new Date().toLocaleTimeString([], { hour12: false });
        });
        source.addEventListener("open", () => { if (status) status.textContent = "Live"; });
        source.addEventListener("error", () => { if (status) status.textContent = "Reconnecting…"; });
      }
    });

    """
}

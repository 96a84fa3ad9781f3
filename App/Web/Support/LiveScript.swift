/// The site's only script. A section marked `data-live` names its stream of Server-Sent Events;
/// each `section` event carries the section drawn again, which replaces the one on the page.
/// An event's times (`data-starts`, `data-ends`, `data-zone`) gain the reader's own clock when
/// the browser's zone is another. Without script the page is complete as served, and a reload
/// shows the same.
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
      const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
      for (const when of document.querySelectorAll("[data-starts][data-zone]")) {
        if (!here || here === when.dataset.zone) continue;
        const format = { dateStyle: "medium", timeStyle: "short", timeZone: here };
        const local = document.createElement("span");
        local.className = "local-time";
        local.id = "local-time";
        local.textContent = "Your time: " + new Date(when.dataset.starts).toLocaleString([], format) + " – "
          + new Date(when.dataset.ends).toLocaleString([], format) + " (" + here + ")";
        when.append(local);
      }
    });

    """
}

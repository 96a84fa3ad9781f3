// The site's live pages, /assets/live.js. A section marked `data-live` names its stream of
// Server-Sent Events; each `section` event carries the section drawn again, which replaces the
// one on the page. An event's times (`data-starts`, `data-ends`, `data-zone`) gain the reader's
// own clock when the browser's zone is another. Without script the page is complete as served,
// and a reload shows the same.
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
  // The guest's own wall time in the page's one style ("Saturday 12 June 2027, 19:00–23:00,
  // Berlin time"), whatever the browser's language would write.
  const part = (date, options) => Object.fromEntries(new Intl.DateTimeFormat("en-GB", { ...options, timeZone: here })
    .formatToParts(date).map((p) => [p.type, p.value]));
  const day = (date) => {
    const p = part(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    return p.weekday + " " + p.day + " " + p.month + " " + p.year;
  };
  const clock = (date) => {
    const p = part(date, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    return p.hour + ":" + p.minute;
  };
  for (const when of document.querySelectorAll("[data-starts][data-zone]")) {
    if (!here || here === when.dataset.zone) continue;
    const starts = new Date(when.dataset.starts), ends = new Date(when.dataset.ends);
    const ending = day(starts) === day(ends) ? "–" + clock(ends) : " – " + day(ends) + ", " + clock(ends);
    const local = document.createElement("span");
    local.className = "local-time";
    local.id = "local-time";
    local.textContent = "Your time: " + day(starts) + ", " + clock(starts) + ending + ", "
      + here.split("/").pop().replaceAll("_", " ") + " time";
    when.append(local);
  }
});

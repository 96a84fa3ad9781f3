// The door page's script, /assets/door.js: it answers the page's forms in place and goes on
// when the network does not. Without it the page still works, one form post a scan.
//
// - Scans: the code field takes a scanner's keystrokes (a wedge ends with Enter, which submits)
//   or the camera's reads (`RushDayQR.decode`, from /assets/qr.js); each code is posted as the
//   form would be, and the answer (the one-scan JSON of `tickets checkin`) shown at once. The
//   field gets the focus back after each answer and whenever it loses it, unless the search is
//   in use, so a scanner's next code lands in it.
// - A volunteer's code (RV1:…) is posted the same way; its answer (`shifts scan`'s JSON, with
//   `kind: "volunteer"`) says who went on or off shift. Offline it is refused: which shift a
//   volunteer is checked in to is the store's to decide.
// - The running count is this device's, kept in the browser's storage across reloads.
// - Offline: while online the page keeps the door's list (the event's public key and every
//   ticket), fetched on load and every 30 s; a 403 there means the door link stopped working,
//   which locks the page. A scan that cannot reach the server is checked here instead, as
//   `tickets checkin --offline` checks with its key and list (Base45, Ed25519 by WebCrypto, the
//   list), and what passes is admitted and queued in storage with a random nonce; back online
//   (the `online` event, or a try every 5 s) the queue is uploaded and what the server recorded
//   (or had) is dropped from it.
"use strict";
(() => {
  const main = document.querySelector("main[data-door]");
  if (!main) return;

  const base = main.dataset.door;
  const eventId = main.dataset.eventId;
  const device = main.dataset.device;
  const scanForm = document.querySelector("[data-door-scan]");
  const codeField = document.querySelector("[data-door-code]");
  const exitToggle = document.querySelector("[data-door-exit]");
  const resultPanel = document.querySelector("[data-door-result]");
  const stateLine = document.querySelector("[data-door-state]");
  const countLine = document.querySelector("[data-door-count]");
  const searchForm = document.querySelector("[data-door-search]");
  const searchField = searchForm.querySelector("input[name=q]");
  const matchesList = document.querySelector("[data-door-matches]");
  const cameraButton = document.querySelector("[data-door-camera]");
  const video = document.querySelector("[data-door-video]");
  const csrf = scanForm.querySelector("input[name=csrf]").value;

  const LIST_EVERY_MS = 30000;
  const RETRY_EVERY_MS = 5000;
  const CAMERA_EVERY_MS = 150;
  const SAME_CODE_MS = 3000;

  let offline = !navigator.onLine;
  let locked = false;
  let syncing = false;
  // The door's list as last fetched: the event, its key for WebCrypto, tickets by id.
  let list = null;
  let lastQuery = "";

  // ---- Storage: this device's queue, count and offline admissions, per event ----

  const storageKey = (name) => "rushday-door:" + eventId + ":" + name;

  function stored(name, fallback) {
    try {
      const value = JSON.parse(localStorage.getItem(storageKey(name)));
      return value === null ? fallback : value;
    } catch (error) {
      return fallback;
    }
  }

  function store(name, value) {
    localStorage.setItem(storageKey(name), JSON.stringify(value));
  }

  const queue = () => stored("queue", []);
  // The count is this device's own: another door's name on the same browser counts apart.
  const countName = "count:" + device;

  function count(result) {
    const tally = stored(countName, { admitted: 0, refused: 0 });
    if (result === "refused") tally.refused += 1;
    else if (result === "admitted") tally.admitted += 1;
    store(countName, tally);
    showCount();
  }

  function showCount() {
    const tally = stored(countName, { admitted: 0, refused: 0 });
    countLine.textContent = tally.admitted + " admitted · " + tally.refused + " refused";
  }

  // ---- What the page shows ----

  const direction = () => (exitToggle.checked ? "exit" : "entry");

  function paragraph(className, text) {
    const line = document.createElement("p");
    line.className = className;
    line.textContent = text;
    return line;
  }

  function showResult(kind, verdict, lines) {
    resultPanel.className = "door-result " + kind;
    resultPanel.replaceChildren(paragraph("door-verdict", verdict),
      ...lines.filter((line) => line).map((line) => paragraph("door-detail", line)));
  }

  // One scan's JSON, from the server or made here offline. A volunteer's code checked them in
  // to their shift or out of it (`shifts scan`): it counts neither way, as it lets no guest in.
  function showScan(scan) {
    if (scan.kind === "volunteer") {
      const line = scan.name + " · shift #" + scan.shift + " " + scan.title + ", as " + scan.role;
      if (scan.result === "checked-in") showResult("door-admitted", "ON SHIFT", [line]);
      else showResult("door-exited", "OFF SHIFT", [line]);
      return;
    }
    const who = scan.holder ? scan.holder + " · " + scan.type : null;
    if (scan.result === "refused") showResult("door-refused", "REFUSED", [who, scan.reason]);
    else if (scan.result === "exited") showResult("door-exited", "EXIT", [who]);
    else showResult("door-admitted", "ADMITTED", [who]);
    count(scan.result);
  }

  function showState() {
    if (locked) return;
    const waiting = queue().length;
    const scans = waiting + (waiting === 1 ? " scan" : " scans");
    stateLine.classList.toggle("door-offline", offline);
    stateLine.textContent = offline ? "Offline — " + scans + " waiting" : waiting ? "Online — " + scans + " to upload" : "Online";
  }

  function goOffline() {
    offline = true;
    showState();
  }

  function goOnline() {
    offline = false;
    showState();
  }

  // The door link stopped working (revoked or expired): nothing more is scanned here.
  function lock() {
    locked = true;
    stopCamera();
    stateLine.classList.remove("door-offline");
    stateLine.textContent = "Revoked — This door link is not valid any more";
    showResult("door-refused", "STOPPED", ["This door link is not valid any more. Ask the event's organiser for a new one."]);
    for (const control of document.querySelectorAll(".door input, .door button")) control.disabled = true;
  }

  // A scanner types into the focused field: give it the focus back unless a person is
  // using the search (or the exit switch, which hands it back when flipped).
  function refocus() {
    if (locked) return;
    const active = document.activeElement;
    if (active === searchField || active === exitToggle) return;
    codeField.focus();
  }

  // ---- Talking to the server ----

  function post(path, fields) {
    return fetch(base + path, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ csrf: csrf, ...fields }),
    });
  }

  async function errorText(response) {
    try {
      return (await response.json()).error.message;
    } catch (error) {
      return "the server answered " + response.status + "; try again";
    }
  }

  // A scan's or an admission's answer. A 403 may be the door link stopping: the list,
  // which carries no form token, tells that apart from a stale page.
  async function answered(response) {
    goOnline();
    if (response.ok) {
      showScan(await response.json());
    } else {
      showResult("door-refused", "REFUSED", [await errorText(response)]);
      count("refused");
      if (response.status === 403) await refreshList();
    }
    if (queue().length) sync();
  }

  async function scan(code, asked) {
    if (locked) return;
    if (!navigator.onLine) return scanOffline(code, asked);
    let response;
    try {
      response = await post("/scan", { code: code, direction: asked });
    } catch (error) {
      return scanOffline(code, asked);
    }
    await answered(response);
  }

  async function admit(reference) {
    if (locked) return;
    let response;
    try {
      response = await post("/admit", { ticket: reference, direction: direction() });
    } catch (error) {
      goOffline();
      showResult("door-refused", "REFUSED", ["Offline: a guest found by name is admitted with the network only; scan their code."]);
      return;
    }
    await answered(response);
    if (lastQuery) search(lastQuery);
  }

  async function refreshList() {
    let response;
    try {
      response = await fetch(base + "/list", { credentials: "same-origin", headers: { Accept: "application/json" } });
    } catch (error) {
      goOffline();
      return;
    }
    if (response.status === 403) return lock();
    if (!response.ok) return;
    const fetched = await response.json();
    const tickets = new Map(fetched.tickets.map((ticket) => [ticket.id.toLowerCase(), ticket]));
    const keyBytes = base64Bytes(fetched.publicKey);
    let key = null;
    try {
      key = await crypto.subtle.importKey("raw", keyBytes, { name: "Ed25519" }, false, ["verify"]);
    } catch (error) {
      // No Ed25519 in this browser (or no WebCrypto off HTTPS): offline scans are refused.
    }
    list = { event: fetched.event, madeAt: Date.parse(fetched.madeAt), keyBytes: keyBytes, key: key, tickets: tickets,
      code: fetched.code, refusals: fetched.refusals };
    // Says when the page could go on alone: from then on a cut network loses nothing.
    main.dataset.doorListAt = fetched.madeAt;
    if (offline && !queue().length) goOnline();
  }

  async function sync() {
    if (syncing || locked) return;
    const waiting = queue();
    if (!waiting.length) return;
    syncing = true;
    try {
      const response = await fetch(base + "/sync", {
        method: "POST",
        credentials: "same-origin",
        headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify({ scans: waiting }),
      });
      offline = false;
      if (response.status === 403) {
        await refreshList();
      } else if (response.ok) {
        const answer = await response.json();
        const done = new Set(answer.results.filter((result) => result.result === "recorded" || result.result === "duplicate")
          .map((result) => result.nonce));
        // Read again: scans queued while the upload was under way stay queued.
        store("queue", queue().filter((item) => !done.has(item.nonce)));
      }
    } catch (error) {
      offline = true;
    } finally {
      syncing = false;
      showState();
    }
  }

  // Offline, or scans still to upload: try again now and then. Online with nothing
  // waiting, the list's own fetch tells whether the server answers again.
  function retry() {
    if (locked || !navigator.onLine) return;
    if (queue().length) sync();
    else if (offline) refreshList();
  }

  // ---- Offline checks: the code's form, its signature, the list ----
  //
  // The code's form (`code`: its prefix, Base45's alphabet, its length, its body's parts) and
  // the words of each refusal (`refusals`, with {version}, {at} and {device} to fill in) come
  // with the door's list from the server, which has them from Tickets: this script keeps no
  // copy, and a door offline reads codes and words refusals as `tickets checkin` does.

  class Refusal extends Error {}

  // The refusal `name` in the list's words, its placeholders filled in from `values`.
  function refusal(name, values = {}) {
    return new Refusal(list.refusals[name].replace(/\{(\w+)\}/g, (placeholder, key) => (key in values ? values[key] : placeholder)));
  }

  function base64Bytes(text) {
    return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
  }

  // RFC 9285: three characters for two bytes, two for a last byte, in base 45 (the alphabet's).
  function base45Decode(text, alphabet) {
    const base = alphabet.length;
    const digits = Array.from(text, (character) => {
      const value = alphabet.indexOf(character);
      if (value < 0) throw refusal("notACode");
      return value;
    });
    if (digits.length % 3 === 1) return null;
    const bytes = [];
    for (let index = 0; index < digits.length; index += 3) {
      if (index + 2 < digits.length) {
        const n = digits[index] + digits[index + 1] * base + digits[index + 2] * base * base;
        if (n > 0xffff) return null;
        bytes.push(n >> 8, n & 0xff);
      } else {
        const n = digits[index] + digits[index + 1] * base;
        if (n > 0xff) return null;
        bytes.push(n);
      }
    }
    return new Uint8Array(bytes);
  }

  function uuid(bytes) {
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
  }

  // The code's parts, refused as `TicketCode.parse` refuses them: another version's code (the
  // family, its number and a colon), the prefix cut short, Base45 that does not decode, too few
  // or too many bytes.
  function parse(code) {
    const form = list.code;
    if (!code) throw refusal("empty");
    if (!code.startsWith(form.prefix)) {
      const colon = code.indexOf(":");
      const number = code.startsWith(form.family) && colon >= 0 ? code.slice(form.family.length, colon) : "";
      if (/^[+-]?\d+$/.test(number) && Number.isSafeInteger(Number(number))) throw refusal("unknownVersion", { version: String(Number(number)) });
      throw refusal(form.prefix.startsWith(code) ? "truncated" : "notACode");
    }
    const encoded = code.slice(form.prefix.length);
    const expected = form.length - form.prefix.length;
    const bytes = base45Decode(encoded, form.alphabet);
    if (!bytes) throw refusal(encoded.length < expected ? "truncated" : encoded.length > expected ? "tooLong" : "notACode");
    const bodyLength = form.body.reduce((sum, part) => sum + part.bytes, 0);
    if (bytes.length < bodyLength + form.signature) throw refusal("truncated");
    if (bytes.length > bodyLength + form.signature) throw refusal("tooLong");
    const parts = {};
    let offset = 0;
    for (const part of form.body) {
      parts[part.name] = bytes.slice(offset, offset + part.bytes);
      offset += part.bytes;
    }
    return { keyId: parts.keyId, eventId: uuid(parts.eventId), ticketId: uuid(parts.ticketId),
      body: bytes.slice(0, bodyLength), signature: bytes.slice(bodyLength) };
  }

  // The key id is the first bytes of the event's public key.
  async function checkSignature(parsed) {
    if (parsed.eventId !== eventId.toLowerCase()) throw refusal("wrongEvent");
    if (!parsed.keyId.every((byte, index) => byte === list.keyBytes[index])) throw refusal("wrongKey");
    const signed = new Uint8Array([...new TextEncoder().encode(list.code.prefix), ...parsed.body]);
    if (!(await crypto.subtle.verify({ name: "Ed25519" }, list.key, parsed.signature, signed))) throw refusal("tampered");
  }

  function clock(instant) {
    return new Intl.DateTimeFormat("en-GB", { timeZone: list.event.zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .format(new Date(instant));
  }

  // The entry that let a ticket in, as far as this device knows: its own offline scan when
  // newer than the list, else the list's word (another door, when the list was made).
  function entryOf(ticketId, ticket) {
    const local = stored("scans", {})[ticketId];
    if (local && Date.parse(local.at) > list.madeAt) return local.direction === "entry" ? { at: local.at, device: device } : null;
    return ticket.inside ? { at: list.madeAt, byList: true } : null;
  }

  async function scanOffline(code, asked) {
    goOffline();
    const scanned = { code: code, result: "refused", reason: null, ticket: null, holder: null, type: null };
    try {
      if (code.startsWith("RV")) throw new Refusal("a volunteer's code is checked with the network only; scan it again once the door is online");
      if (!list || !list.key || !list.code || !list.refusals) throw new Refusal("cannot be checked offline: this page has no list of the event's tickets to check it with");
      const parsed = parse(code);
      await checkSignature(parsed);
      const ticket = list.tickets.get(parsed.ticketId);
      if (!ticket) throw refusal("unknownTicket");
      Object.assign(scanned, { ticket: ticket.ticket, holder: ticket.holder, type: ticket.type });
      if (ticket.status === "cancelled") throw refusal("cancelled");
      // Only an entry is refused for where the ticket is, as `checkin --offline` does: this
      // device cannot know another door did not let it in since, and a refused exit would
      // leave no record of a guest who left.
      const entry = asked === "entry" ? entryOf(parsed.ticketId, ticket) : null;
      if (entry) throw refusal(entry.byList ? "alreadyInsideByList" : "alreadyInside", { at: clock(entry.at), device: entry.device });
      const at = new Date().toISOString();
      store("queue", [...queue(), { nonce: nonce(), code: code, direction: asked, at: at }]);
      store("scans", { ...stored("scans", {}), [parsed.ticketId]: { direction: asked, at: at } });
      scanned.result = asked === "entry" ? "admitted" : "exited";
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      scanned.reason = error.message;
    }
    showScan(scanned);
    showState();
  }

  // 16 random bytes, base64url: 22 characters, as the upload's nonces are.
  function nonce() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  // ---- Search and admission by reference ----

  function ticketItem(ticket) {
    const item = document.createElement("li");
    item.className = "door-ticket";
    const state = ticket.status === "cancelled" ? "cancelled" : ticket.inside ? "inside" : "not inside";
    const text = document.createElement("span");
    text.textContent = ticket.holder + " · " + ticket.type + " · " + ticket.ticket + " · " + state;
    const form = document.createElement("form");
    form.method = "post";
    form.action = base + "/admit";
    for (const [name, value] of [["csrf", csrf], ["ticket", ticket.ticket], ["direction", direction()]]) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = name;
      field.value = value;
      form.append(field);
    }
    const button = document.createElement("button");
    button.type = "submit";
    button.dataset.doorAdmit = ticket.ticket;
    button.textContent = direction() === "entry" ? "Admit" : "Exit";
    form.append(button);
    item.append(text, form);
    return item;
  }

  function showMatches(matches, query) {
    const items = matches.map((match) => {
      const party = document.createElement("li");
      party.className = "door-party";
      const name = paragraph("door-party-name", match.name);
      if (match.email) {
        const email = document.createElement("span");
        email.className = "door-party-email";
        email.textContent = " " + match.email;
        name.append(email);
      }
      const tickets = document.createElement("ul");
      tickets.className = "door-tickets";
      tickets.append(...match.tickets.map(ticketItem));
      party.append(name, tickets);
      return party;
    });
    if (!items.length) {
      const none = document.createElement("li");
      none.className = "empty";
      none.textContent = "No guest or ticket matches “" + query + "”.";
      items.push(none);
    }
    matchesList.replaceChildren(...items);
  }

  function showSearchError(text) {
    const item = document.createElement("li");
    item.className = "field-error";
    item.setAttribute("role", "alert");
    item.textContent = text;
    matchesList.replaceChildren(item);
  }

  async function search(query) {
    lastQuery = query;
    let response;
    try {
      response = await fetch(base + "/search?q=" + encodeURIComponent(query), { credentials: "same-origin", headers: { Accept: "application/json" } });
    } catch (error) {
      goOffline();
      return showSearchError("Offline: the search needs the network; scan the guest's code instead.");
    }
    if (response.status === 403) await refreshList();
    if (!response.ok) return showSearchError(await errorText(response));
    showMatches((await response.json()).matches, query);
  }

  // In exit mode the admit buttons record exits: their forms say so.
  function showDirection() {
    for (const field of matchesList.querySelectorAll("input[name=direction]")) field.value = direction();
    for (const button of matchesList.querySelectorAll("[data-door-admit]")) button.textContent = direction() === "entry" ? "Admit" : "Exit";
  }

  // ---- The camera ----

  let stream = null;
  let cameraTimer = null;
  let lastRead = { code: null, at: 0 };

  async function startCamera() {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      showResult("door-refused", "NO CAMERA", ["The camera could not be opened (" + error.name + "); allow it, or use a scanner."]);
      return;
    }
    video.srcObject = stream;
    video.hidden = false;
    await video.play().catch(() => {});
    cameraButton.textContent = "Stop camera";
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    cameraTimer = setInterval(() => readFrame(canvas, context), CAMERA_EVERY_MS);
  }

  function stopCamera() {
    clearInterval(cameraTimer);
    cameraTimer = null;
    if (stream) for (const track of stream.getTracks()) track.stop();
    stream = null;
    video.hidden = true;
    cameraButton.textContent = "Scan with camera";
  }

  function readFrame(canvas, context) {
    if (video.readyState < 2 || !video.videoWidth) return;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    let read = null;
    try {
      read = window.RushDayQR.decode(context.getImageData(0, 0, canvas.width, canvas.height));
    } catch (error) {
      return;
    }
    const code = typeof read === "string" ? read : read && read.text;
    if (!code) return;
    // A code held in front of the camera is read many times a second: once is a scan. It
    // scans again only after 3 s out of sight, or an ADMITTED would turn into "already
    // checked in" under the door's eyes.
    const now = Date.now();
    const seenJustNow = code === lastRead.code && now - lastRead.at < SAME_CODE_MS;
    lastRead = { code: code, at: now };
    if (!seenJustNow) scan(code, direction()).then(refocus);
  }

  // ---- Wiring ----

  scanForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = codeField.value.replace(/[\r\n]+$/, "");
    codeField.value = "";
    if (code) scan(code, direction()).then(refocus);
    else refocus();
  });
  codeField.addEventListener("blur", () => setTimeout(() => {
    if (!document.activeElement || document.activeElement === document.body) refocus();
  }, 0));
  exitToggle.addEventListener("change", () => {
    showDirection();
    codeField.focus();
  });
  searchForm.addEventListener("submit", (event) => {
    event.preventDefault();
    search(searchField.value);
  });
  matchesList.addEventListener("submit", (event) => {
    event.preventDefault();
    const reference = event.target.querySelector("input[name=ticket]").value;
    admit(reference).then(refocus);
  });
  if (navigator.mediaDevices && navigator.mediaDevices.getUserMedia && window.RushDayQR) {
    cameraButton.hidden = false;
    cameraButton.addEventListener("click", () => (stream ? stopCamera() : startCamera()));
  }
  window.addEventListener("online", retry);
  window.addEventListener("offline", goOffline);

  showCount();
  showState();
  refreshList().then(retry);
  setInterval(() => { if (!offline && !locked) refreshList(); }, LIST_EVERY_MS);
  setInterval(retry, RETRY_EVERY_MS);
})();

extension StyleSheet {
    /// Layout and the shape of every view, phone first: one column, widened to a readable
    /// maximum on a desktop. Only `var(--…)` for colours, spaces and sizes; never a colour
    /// literal. The class names are the ones the renderer writes, plus the pages' own: `topbar`
    /// (holding a `brand` link, the `user` and the sign-out form), `page` (the main column),
    /// `form-field` (label, input and its `field-error`; `invalid` marks it), `form-error` (a
    /// form's error about no one field), `field-hint`, `form-note`, `with-unit` (a control with
    /// its `unit`: a currency, a zone), `choice` (a labelled radio button or checkbox) in
    /// `choices`, `buttons` (a form's row of buttons), `button`, `button-secondary` and
    /// `button-danger`, `filters` (a list's filters, side by side when there is room), `notice` (a page's one-line outcome), `breadcrumbs`, `confirmation`,
    /// `tabs` (a page's sections, the current one marked `aria-current`), `live-status`
    /// (what a live page says of its stream), `visually-hidden`; a guest's page: `invitation`
    /// (its `greeting`, `when` and the script's `local-time`), `rsvp-status`, `saved`; an event's
    /// public page: `places` and `honeypot` (a field for robots, never shown or read aloud);
    /// `ticket-card` with its `ticket-qr`, `made-link` (a link shown once, wrapped anywhere),
    /// `printable-tickets` (one card per printed page); the door's page: `door` (its column),
    /// `door-head` with `door-device` and `door-state` (`door-offline` while offline),
    /// `door-result` (the verdict panel: `door-admitted` green, `door-exited` amber,
    /// `door-refused` red, with its `door-verdict` and `door-detail` lines), `door-count`,
    /// `door-scan`, `door-camera`, `door-search`, `door-matches` of `door-party` (its
    /// `door-party-name`, `door-party-email`) and their `door-tickets`, each a `door-ticket`;
    /// `cards` (a list of `card`s, one above another, unbulleted: a volunteer's shifts).
    static let structuralRules = """
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body {
      margin: 0;
      background: var(--color-background);
      color: var(--color-text);
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
      font-size: var(--type-body-size);
      font-weight: var(--type-body-weight);
      line-height: 1.5;
    }
    a { color: var(--color-primary-text); }
    h1, h2, h3, h4, h5, h6, p { margin: 0 0 var(--space-sm); line-height: 1.25; }
    p { line-height: 1.5; }
    code, .role-code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
    .role-code code { overflow-wrap: anywhere; user-select: all; white-space: pre-wrap; }
    .role-hero { padding-bottom: var(--space-xs); border-bottom: 2px solid currentColor; }

    .topbar {
      display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-sm);
      padding: var(--space-sm) var(--space-md);
      background: var(--color-surface);
      border-bottom: 1px solid var(--color-border);
    }
    .topbar .brand { font-weight: var(--type-section-weight); color: var(--color-primary-text); text-decoration: none; margin-right: auto; }
    .topbar .user { color: var(--color-muted-text); font-size: var(--type-caption-size); }
    .topbar form { margin: 0; }
    .page { width: 100%; max-width: 960px; margin: 0 auto; padding: var(--space-md); }
    .document { margin-bottom: var(--space-lg); }

    .status { display: flex; gap: var(--space-sm); align-items: baseline; }
    .symbol { flex: none; }
    .empty { color: var(--color-muted-text); }

    .card {
      margin: 0 0 var(--space-md);
      padding: var(--space-md);
      background: var(--color-surface);
      border: 1px solid var(--color-border);
      border-radius: var(--space-sm);
    }
    .card-header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-sm); margin-bottom: var(--space-sm); }
    .card-header > * { margin: 0; }
    .fields { margin: 0; display: grid; gap: var(--space-xs); }
    .field { display: grid; grid-template-columns: minmax(6rem, 10rem) minmax(0, 1fr); gap: var(--space-sm); }
    .field dt { color: var(--color-muted-text); overflow-wrap: anywhere; }
    .meter { display: block; width: 10rem; max-width: 100%; height: 0.75rem; }
    .meter-track { fill: var(--color-border); }
    .meter-fill { fill: var(--color-success); }
    .tone-error .meter-fill { fill: var(--color-error); }
    .tone-warning .meter-fill { fill: var(--color-warning); }
    .field dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }

    .badge {
      display: inline-block;
      padding: 0 var(--space-sm);
      border: 1px solid currentColor;
      border-radius: var(--space-md);
      font-size: var(--type-caption-size);
      font-weight: 700;
      letter-spacing: 0.04em;
      line-height: 1.6;
    }

    .table-scroll {
      max-width: 100%;
      overflow-x: auto;
      margin: 0 0 var(--space-md);
      border: 1px solid var(--color-border);
      border-radius: var(--space-sm);
      background: var(--color-surface);
    }
    .table-scroll table { border-collapse: collapse; width: 100%; }
    .table-scroll th, .table-scroll td {
      padding: var(--space-xs) var(--space-sm);
      text-align: left;
      vertical-align: top;
      border-bottom: 1px solid var(--color-border);
    }
    .table-scroll tbody tr:last-child td { border-bottom: none; }
    .table-scroll th { color: var(--color-muted-text); font-size: var(--type-caption-size); font-weight: 700; white-space: nowrap; }
    .table-scroll .align-trailing { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }

    svg.picture { display: block; width: 100%; max-width: 320px; height: auto; margin: 0 0 var(--space-md); shape-rendering: crispEdges; }
    .picture-light { fill: var(--color-picture-light); }
    .picture-dark { fill: var(--color-picture-dark); }

    .timeline { margin: 0 0 var(--space-md); }
    .timeline-scroll { overflow-x: auto; max-width: 100%; }
    .timeline-chart { display: block; width: 100%; min-width: 720px; height: auto; font-size: 13px; }
    .timeline-chart text { fill: var(--color-text); }
    .timeline-chart .timeline-mark { fill: var(--color-muted-text); }
    .timeline-chart .timeline-lane { font-weight: 700; }
    .timeline-grid, .timeline-rule { stroke: var(--color-border); stroke-width: 1; }
    .timeline-span rect { fill: var(--series); fill-opacity: 0.25; stroke: var(--series); stroke-width: 2; }
    .timeline-span.clash rect { stroke: var(--color-warning); stroke-width: 3; }
    .timeline-chart .timeline-clash { fill: var(--color-warning-text); font-weight: 700; }
    .legend { display: flex; flex-wrap: wrap; gap: var(--space-xs) var(--space-md); list-style: none; margin: var(--space-sm) 0 0; padding: 0; }
    .legend li { display: flex; align-items: center; gap: var(--space-xs); }
    .legend li::before { content: ""; width: var(--space-sm); height: var(--space-sm); background: var(--series); border-radius: 2px; }

    form { margin: 0 0 var(--space-md); }
    .form-field { display: grid; gap: var(--space-xs); margin-bottom: var(--space-md); }
    .form-field label, .form-field legend { font-weight: 700; }
    input, select, textarea {
      width: 100%;
      min-height: 44px;
      padding: var(--space-xs) var(--space-sm);
      font: inherit;
      color: var(--color-text);
      background: var(--color-surface);
      border: 1px solid var(--color-border);
      border-radius: var(--space-xs);
    }
    input:focus-visible, select:focus-visible, textarea:focus-visible, button:focus-visible, .button:focus-visible, .table-scroll:focus-visible {
      outline: 2px solid var(--color-primary);
      outline-offset: 2px;
    }
    .form-field.invalid input, .form-field.invalid select, .form-field.invalid textarea, [aria-invalid="true"] {
      border-color: var(--color-error);
    }
    .field-error { margin: 0; color: var(--color-error-text); font-size: var(--type-caption-size); }
    .field-hint, .form-note { margin: 0; color: var(--color-muted-text); font-size: var(--type-caption-size); }
    .form-field > * { min-width: 0; }
    .with-unit { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-xs) var(--space-sm); }
    .with-unit > input, .with-unit > select { flex: 1 1 12rem; min-width: 0; }
    .unit { color: var(--color-muted-text); white-space: nowrap; }
    button, .button {
      display: inline-flex; align-items: center; justify-content: center;
      min-height: 44px;
      padding: var(--space-xs) var(--space-md);
      font: inherit;
      font-weight: 700;
      color: var(--color-on-primary);
      background: var(--color-primary);
      border: 1px solid var(--color-primary);
      border-radius: var(--space-xs);
      text-decoration: none;
      cursor: pointer;
    }
    .button-secondary, .topbar button {
      color: var(--color-text);
      background: var(--color-surface);
      border-color: var(--color-border);
    }
    .button-danger {
      color: var(--color-error-text);
      background: var(--color-surface);
      border: 2px solid var(--color-error-text);
    }
    .notice { font-weight: 700; margin: 0 0 var(--space-md); }
    .breadcrumbs ol { display: flex; flex-wrap: wrap; gap: var(--space-xs); list-style: none; margin: 0 0 var(--space-sm); padding: 0; }
    .breadcrumbs li + li::before { content: "›"; margin-right: var(--space-xs); color: var(--color-muted-text); }
    .tabs {
      display: flex; flex-wrap: wrap; gap: var(--space-xs) var(--space-md);
      padding: var(--space-xs) var(--space-md);
      border-bottom: 1px solid var(--color-border);
      background: var(--color-surface);
    }
    .tabs a { padding: var(--space-xs) 0; text-decoration: none; color: var(--color-text); }
    .tabs a[aria-current="page"] { color: var(--color-primary-text); border-bottom: 2px solid var(--color-primary); font-weight: 700; }
    .live-status { color: var(--color-muted-text); font-size: var(--type-caption-size); min-height: 1.5em; }
    .form-error { color: var(--color-error-text); font-weight: 700; }
    .visually-hidden {
      position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    }
    .invitation-head h1 { margin-bottom: var(--space-xs); }
    .greeting, .local-time { color: var(--color-muted-text); }
    .local-time { display: block; font-size: var(--type-caption-size); }
    .rsvp-status { font-size: var(--type-card-title-size); font-weight: 700; margin: var(--space-md) 0; }
    .saved { font-weight: 700; color: var(--color-success-text); }
    .buttons { display: flex; flex-wrap: wrap; gap: var(--space-sm); margin-top: var(--space-md); }
    .buttons button { flex: 1 1 10rem; }
    fieldset.form-field { border: 0; padding: 0; margin: 0 0 var(--space-md); min-width: 0; }
    .plus-ones input { margin-bottom: var(--space-xs); }
    .choice { display: inline-flex; align-items: center; gap: var(--space-xs); min-height: 44px; margin-right: var(--space-md); }
    .choice input { width: auto; }
    .ticket-card { text-align: center; padding: var(--space-md) 0; border-top: 1px dashed var(--color-border); break-inside: avoid; }
    .ticket-card p { margin: 0; }
    .ticket-holder { font-weight: 700; }
    .ticket-qr svg { display: block; width: min(80vw, 18rem); height: auto; margin: var(--space-sm) auto; }
    .made-link code { overflow-wrap: anywhere; }
    .ticket-reference { font-family: ui-monospace, monospace; letter-spacing: 0.1em; }
    .sessions { padding-left: var(--space-md); }
    .session-time { color: var(--color-muted-text); }
    .programme-zone { margin: 0; color: var(--color-muted-text); font-size: var(--type-caption-size); }
    [hidden] { display: none !important; }
    .honeypot { display: none !important; }
    .places { font-weight: 700; }
    .door { display: grid; gap: var(--space-md); max-width: 40rem; margin: 0 auto; }
    .door form { margin: 0; }
    .door-head h1 { margin-bottom: 0; }
    .door-device, .door-state { margin: 0; color: var(--color-muted-text); font-size: var(--type-caption-size); }
    .door-state.door-offline { color: var(--color-warning-text); font-weight: 700; }
    .door-result {
      padding: var(--space-lg) var(--space-md);
      text-align: center;
      background: var(--color-surface);
      border: 4px solid var(--color-border);
      border-radius: var(--space-sm);
    }
    .door-verdict { margin: 0; font-size: calc(var(--type-hero-size) * 1.5); font-weight: 800; letter-spacing: 0.06em; }
    .door-detail { margin: var(--space-xs) 0 0; font-size: var(--type-card-title-size); overflow-wrap: anywhere; }
    .door-admitted { border-color: var(--color-success); background: color-mix(in srgb, var(--color-success) 18%, var(--color-surface)); }
    .door-admitted .door-verdict { color: var(--color-success-text); }
    .door-exited { border-color: var(--color-warning); background: color-mix(in srgb, var(--color-warning) 18%, var(--color-surface)); }
    .door-exited .door-verdict { color: var(--color-warning-text); }
    .door-refused { border-color: var(--color-error); background: color-mix(in srgb, var(--color-error) 18%, var(--color-surface)); }
    .door-refused .door-verdict { color: var(--color-error-text); }
    .door-count { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
    .door-scan, .door-search { display: grid; gap: var(--space-sm); }
    .door-scan input[type="text"] { font-family: ui-monospace, monospace; }
    .door-camera video { display: block; width: 100%; max-width: 30rem; margin-top: var(--space-sm); border-radius: var(--space-sm); }
    .door-matches, .door-tickets, .cards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-sm); }
    .door-party { padding: var(--space-sm); background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--space-sm); }
    .door-party-name { font-weight: 700; }
    .door-party-email { color: var(--color-muted-text); font-size: var(--type-caption-size); font-weight: 400; }
    .door-ticket { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-sm); }
    @media print {
      .topbar, .tabs { display: none; }
      .printable-tickets .ticket-card { break-after: page; border: 0; }
    }

    @media (min-width: 720px) {
      .page { padding: var(--space-lg); }
      .form-field { grid-template-columns: 10rem minmax(0, 20rem) minmax(0, 1fr); align-items: center; column-gap: var(--space-md); }
      .form-field .field-error { grid-column: 3; grid-row: 1; }
      /* A group of whole fields (a split's members) stacks them, each keeping its own columns. */
      .form-field:has(> .form-field) { grid-template-columns: minmax(0, 1fr); }
      .form-field:has(> .form-field) > .field-error { grid-column: auto; grid-row: auto; }
      .filters { display: flex; flex-wrap: wrap; align-items: end; gap: var(--space-sm) var(--space-md); }
      .filters .form-field { grid-template-columns: minmax(0, 1fr); margin: 0; flex: 1 1 10rem; }
      .filters .buttons { margin: 0; }
    }

    """
}

"""Task reminders: each pass of the sender (`mail send`) first queues, for each open task assigned
to a member whose due time (a date-time, or a rule like "1 day before start") has passed, one
`task` mail to that member, then sends it: the task's title in the subject and in both parts with
the event's title, markup in the title or note inert in the HTML part, no List-Unsubscribe. Once
a task: a second pass queues nothing. Not for a task due later, nobody's, or done before the pass;
a reminder still waiting when its task is done is `replaced` and never sent, and opening the task
again, or giving it to another member, reminds again. A title holding a line break is refused
(65, one line), so nothing a member types reaches a header but the subject's one line. Nor to
someone removed from the event, nor for a cancelled event, even when the reminder was already
queued; a failed reminder of a done task is not sent by `mail retry`; a note's lines stay lines
whatever their line ending."""

import re
from html.parser import HTMLParser

from judges import alternative, recipient
from mail_store import TITLE, MailTest, soon

ANN = "ann@rushday.test"
BOB = "bob@rushday.test"
PAST = "2026-01-01T09:00"
SENDER_ADDRESS = "events@rushday.test"


class PageText(HTMLParser):
    """The text a reader sees in the HTML part's <main>, entities decoded, and each paragraph's."""

    def __init__(self, page):
        super().__init__(convert_charrefs=True)
        self.inside = 0
        self.parts = []
        self.paragraphs = []
        self.paragraph = None
        self.feed(page)
        self.close()

    def handle_starttag(self, tag, attributes):
        if tag == "main" or self.inside:
            self.inside += 1
        if self.inside and tag == "p":
            self.paragraph = []
        if self.inside and tag == "br" and self.paragraph is not None:
            self.paragraph.append("\n")

    def handle_startendtag(self, tag, attributes):
        if self.inside and tag == "br" and self.paragraph is not None:
            self.paragraph.append("\n")

    def handle_endtag(self, tag):
        if self.inside and tag == "p" and self.paragraph is not None:
            self.paragraphs.append("".join(self.paragraph))
            self.paragraph = None
        if self.inside:
            self.inside -= 1

    def handle_data(self, data):
        if self.inside:
            self.parts.append(data)
            if self.paragraph is not None:
                self.paragraph.append(data)

    def text(self):
        return words(" ".join(self.parts))


def words(text):
    """The text with every run of white space one space (the text part is wrapped at 72 columns)."""
    return " ".join(text.split())


def head(path):
    """The raw header block of a received message, as bytes."""
    return re.split(rb"\r?\n\r?\n", path.read_bytes(), maxsplit=1)[0]


class TaskReminderTests(MailTest):
    def member(self, event, email, role="staff"):
        """An account of its own (signed up at a terminal of its own, so the CLI's session stays
        the owner's), added to the event as `role`."""
        config = self.mail.folder / f"{email.split('@')[0]}-config"
        self.mail.run("auth", "signup", "--email", email, "--name", email.split("@")[0].title(), "--password-stdin",
                      stdin=f"{email}-password-1\n", environment={"RUSHDAY_CONFIG_HOME": str(config)})
        self.mail.run("events", "members", "add", event, email, "--role", role)

    def task(self, event, title, *options):
        """`tasks add`; the task's number."""
        return self.mail.json("tasks", "add", event, title, *options)["number"]

    def tasks(self, event):
        return {task["number"]: task for task in self.mail.json("tasks", "list", event)}

    def outbox(self, event):
        return sorted((m["kind"], m["guest"], m["to"], m["status"]) for m in self.mail.outbox(event))

    def assertReminder(self, message, title, event_title=TITLE):
        """A task's reminder: the title in the subject, the text part and the HTML part (as a
        reader sees it) beside the event's title; from the set-up's sender; no List-Unsubscribe."""
        told = recipient(message)
        self.assertEqual(message["Subject"], f"Due: {title} ({event_title})", told)
        self.assertEqual(message["From"].addresses[0].addr_spec, SENDER_ADDRESS, told)
        self.assertEqual(len(message["To"].addresses), 1, f"the reminder to {told} has more than one To")
        self.assertIsNone(message["List-Unsubscribe"], f"the reminder to {told} has a List-Unsubscribe header")
        self.assertIsNone(message["List-Unsubscribe-Post"], f"the reminder to {told} has a List-Unsubscribe-Post header")
        text, page = alternative(message)
        self.assertIn(f"is due: {title}", words(text), f"the text part to {told} lacks the task's title: {text}")
        self.assertIn(event_title, words(text), f"the text part to {told} lacks the event's title: {text}")
        seen = PageText(page).text()
        self.assertIn(f"is due: {title}", seen, f"the HTML part to {told} lacks the task's title: {seen}")
        self.assertIn(event_title, seen, f"the HTML part to {told} lacks the event's title: {seen}")
        return text, page

    # 1

    def test_task_reminders_due_once(self):
        """mail send reminds each assignee of their task now due (a date-time past, a rule past), one mail each with the title in subject and both parts, no List-Unsubscribe; not a task due later, nobody's, undated or done; a second send delivers nothing"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(4))
        self.member(event, ANN)
        self.member(event, BOB, role="organizer")
        titles = {"venue": "Book the venue", "cake": "Order the cake", "thanks": "Send the thank-you notes",
                  "menus": "Print the menus", "band": "Hire the band", "playlist": "Pick a playlist"}
        venue = self.task(event, titles["venue"], "--due", PAST, "--assign", ANN)
        cake = self.task(event, titles["cake"], "--due", "1 day before start", "--assign", BOB)
        self.task(event, titles["thanks"], "--due", "1 week after the end", "--assign", ANN)
        menus = self.task(event, titles["menus"], "--due", PAST)
        band = self.task(event, titles["band"], "--due", PAST, "--assign", BOB)
        self.task(event, titles["playlist"], "--assign", ANN)
        self.mail.run("tasks", "done", event, str(band))
        shown = self.tasks(event)
        self.assertEqual([number for number, task in sorted(shown.items()) if task["overdue"]], [venue, cake, menus],
                         f"the open tasks overdue: {shown}")
        self.assertEqual(self.mail.outbox(event), [], "mail queued before any sender's pass")

        self.assertSent(self.mail.send(), 2)
        self.assertEqual(self.outbox(event), [("task", None, ANN, "sent"), ("task", None, BOB, "sent")])
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), [ANN, BOB], "not one reminder to each assignee")
        for message in messages:
            told = recipient(message)
            mine, number = (titles["venue"], venue) if told == ANN else (titles["cake"], cake)
            text, page = self.assertReminder(message, mine)
            self.assertIn(f"Task #{number} of {TITLE} is due: {mine}", words(text))
            others = [title for title in titles.values() if title != mine]
            self.assertEqual([title for title in others if title in text or title in page], [],
                             f"the reminder to {told} names another task")
            if told == BOB:
                self.assertIn("(1 day before the start)", words(text), f"the rule is not said in the reminder: {text}")

        self.assertSent(self.mail.send(), 0)
        self.assertEqual(len(server.files()), 2, "the second mail send delivered more")
        self.assertEqual(len(self.mail.outbox(event)), 2, "the second mail send queued more")

    # 2

    def test_task_reminder_done_while_queued(self):
        """a reminder queued (the server said 421, then mail retry made it due) whose task is ticked is replaced: mail send delivers nothing; tasks undo reminds again"""
        server = self.mail.smtp_server(script=["421"])
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        number = self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        self.assertSent(self.mail.send(), 0, 0, 1)
        waiting = self.only(self.mail.outbox(event), "message")
        self.assertEqual((waiting["kind"], waiting["to"], waiting["status"], waiting["attempts"]), ("task", ANN, "queued", 1), waiting)
        self.assertIn("421", waiting["lastReply"] or "")
        self.mail.run("mail", "retry", event, waiting["id"][:8])
        due = self.only(self.mail.outbox(event), "message")
        self.assertEqual((due["status"], due["attempts"]), ("queued", 0), "mail retry did not make the reminder due now")

        self.assertEqual([task["done"] for task in self.mail.json("tasks", "done", event, str(number))], [True])
        replaced = self.only(self.mail.outbox(event), "message")
        self.assertEqual((replaced["id"], replaced["status"]), (waiting["id"], "replaced"), "the ticked task's reminder is not replaced")
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(server.files(), [], "the ticked task's reminder was delivered")
        self.assertEqual(len(re.findall(r"(?m) DATA$", server.log())), 1, "the replaced reminder reached the server")
        self.assertEqual(self.only(self.mail.outbox(event), "message")["status"], "replaced")

        self.mail.run("tasks", "undo", event, str(number))
        self.assertSent(self.mail.send(), 1)
        self.assertEqual(self.outbox(event), [("task", None, ANN, "replaced"), ("task", None, ANN, "sent")])
        self.assertReminder(self.only(server.messages(), "message"), "Book the venue")

    # 3

    def test_task_reminder_markup_and_line_breaks(self):
        """markup in a task's title and note is inert in the HTML part, each note line its own line in both parts; a title with CR or LF is refused by tasks add and update (65, one line), and the mail has one recipient and no header beyond its own"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        self.member(event, BOB)
        title = "Check the <b>sound</b> & lights"
        lines = ["Ask for the <i>quiet</i> room", "Bring 2 × cables & tape", "<script>alert(1)</script>"]
        number = self.task(event, title, "--due", PAST, "--assign", ANN, "--note", "\n".join(lines))
        self.assertEqual(self.tasks(event)[number]["title"], title)

        for typed in ("Hire\r\nBcc: " + BOB, "Hire\nBcc: " + BOB, "Hire\rBcc: " + BOB, "Hire\r\n\r\nInjected body"):
            refused = self.mail.attempt("tasks", "add", event, typed, "--due", PAST, "--assign", ANN)
            self.assertEqual(refused.returncode, 65, f"tasks add {typed!r} exited {refused.returncode}: {refused.stdout}{refused.stderr}")
            self.assertEqual(refused.stdout, "", f"tasks add {typed!r} printed {refused.stdout!r}")
            self.assertEqual(len(refused.stderr.splitlines()), 1, f"tasks add {typed!r} said {refused.stderr!r}, not one line")
            self.assertIn("title", refused.stderr)
            refused = self.mail.attempt("tasks", "update", event, str(number), "--title", typed)
            self.assertEqual(refused.returncode, 65, f"tasks update --title {typed!r} exited {refused.returncode}: {refused.stdout}{refused.stderr}")
            self.assertEqual(refused.stdout, "")
            self.assertEqual(len(refused.stderr.splitlines()), 1, f"tasks update --title {typed!r} said {refused.stderr!r}, not one line")
        self.assertEqual([task["title"] for task in self.tasks(event).values()], [title], "a refused title changed the checklist")

        self.assertSent(self.mail.send(), 1)
        path = self.only(server.files(), "message")
        message = self.only(server.messages(), "message")
        self.assertEqual(recipient(message), ANN)
        text, page = self.assertReminder(message, title)
        self.assertEqual(re.findall(r"(?m)^\d+ RCPT (.*)$", server.log()), [f"TO:<{ANN}>"], "the envelope's recipients")
        names = [line.split(b":", 1)[0].lower() for line in head(path).splitlines() if line and not line[:1].isspace()]
        self.assertEqual(sorted(set(names)), sorted(names), f"a header repeated: {names}")
        self.assertNotIn(b"bcc", names)
        self.assertIsNone(re.search(rb"\r(?!\n)|(?<!\r)\n", head(path)), f"the header has a bare CR or LF: {head(path)!r}")

        text_lines = [line.strip() for line in text.splitlines()]
        for line in lines:
            self.assertIn(line, text_lines, f"the note's line {line!r} is not a line of the text part: {text}")
        self.assertIn("&lt;b&gt;sound&lt;/b&gt; &amp; lights", page, "the title is not escaped in the HTML part")
        self.assertIn("Ask for the &lt;i&gt;quiet&lt;/i&gt; room", page)
        self.assertIn("&lt;script&gt;alert(1)&lt;/script&gt;", page)
        for raw in ("<b>", "<i>", "<script>"):
            self.assertNotIn(raw, page, f"the HTML part holds a raw {raw}")
        paragraphs = [words(paragraph) for paragraph in PageText(page).paragraphs]
        for line in lines:
            self.assertIn(line, paragraphs, f"the note's line {line!r} is not a paragraph of its own in the HTML part: {paragraphs}")

    # 4

    def test_task_reminder_reassigned(self):
        """after its reminder went to its assignee, tasks update --assign another member reminds the new one once; the same assignee or a new note reminds nobody"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        self.member(event, BOB)
        number = self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        self.assertSent(self.mail.send(), 1)
        self.assertEqual([recipient(message) for message in server.messages()], [ANN])

        self.assertEqual(self.mail.json("tasks", "update", event, str(number), "--assign", BOB)["assignee"], BOB)
        self.assertSent(self.mail.send(), 1)
        messages = server.messages()
        self.assertEqual([recipient(message) for message in messages], [ANN, BOB], "the new assignee was not reminded")
        self.assertReminder(messages[1], "Book the venue")
        self.assertEqual(self.outbox(event), [("task", None, ANN, "sent"), ("task", None, BOB, "sent")])

        self.mail.run("tasks", "update", event, str(number), "--assign", BOB, "--note", "The hall by the lake")
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(len(server.files()), 2, "the same assignee or a new note reminded again")

    # What the feature promises beyond the four above.

    def hold(self, event):
        """`mail send` against a server scripted to refuse, leaving the one reminder as the
        server's reply left it; that message."""
        self.assertEqual(sum(self.mail.send()), 1)
        return self.only(self.mail.outbox(event), "message")

    def queued_reminder(self):
        """An event with ANN's task due, its reminder queued and due now (421, then mail retry);
        (server, event, message)."""
        server = self.mail.smtp_server(script=["421"])
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        waiting = self.hold(event)
        self.assertEqual(waiting["status"], "queued", waiting)
        self.mail.run("mail", "retry", event, waiting["id"][:8])
        return server, event, waiting

    def test_task_reminder_cancelled_event(self):
        """a cancelled event reminds no one of a task falling due: mail send queues and sends nothing"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        self.mail.run("events", "cancel", event)
        self.assertSent(self.mail.send(), 0)
        self.assertEqual((self.mail.outbox(event), server.files()), ([], []), "a cancelled event's task was reminded")

    def test_task_reminder_cancelled_while_queued(self):
        """a task's reminder queued (421, then mail retry) before its event is cancelled is not delivered"""
        server, event, waiting = self.queued_reminder()
        self.mail.run("events", "cancel", event)
        self.mail.send()
        after = self.only(self.mail.outbox(event), "message")
        self.assertEqual(server.files(), [], f"a reminder queued before its event was cancelled was delivered: {after}")
        self.assertNotEqual(after["status"], "sent", after)

    def test_task_reminder_member_removed(self):
        """someone removed from the event is not reminded of their task falling due; added back, they are"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        self.mail.run("events", "members", "remove", event, ANN)
        self.assertSent(self.mail.send(), 0)
        self.assertEqual((self.mail.outbox(event), server.files()), ([], []), "a removed member was reminded")
        self.mail.run("events", "members", "add", event, ANN, "--role", "staff")
        self.assertSent(self.mail.send(), 1)
        self.assertEqual([recipient(message) for message in server.messages()], [ANN])

    def test_task_reminder_member_removed_while_queued(self):
        """a task's reminder queued (421, then mail retry) before its assignee is removed from the event is not delivered"""
        server, event, waiting = self.queued_reminder()
        self.mail.run("events", "members", "remove", event, ANN)
        self.mail.send()
        after = self.only(self.mail.outbox(event), "message")
        self.assertEqual(server.files(), [], f"a reminder queued before its assignee was removed was delivered: {after}")
        self.assertNotEqual(after["status"], "sent", after)

    def test_task_reminder_failed_then_done(self):
        """a reminder the server refused (550) whose task is then ticked is not sent by mail retry EVENT and mail send"""
        server = self.mail.smtp_server(script=["550"])
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        number = self.task(event, "Book the venue", "--due", PAST, "--assign", ANN)
        failed = self.hold(event)
        self.assertEqual((failed["kind"], failed["status"]), ("task", "failed"), failed)
        self.mail.run("tasks", "done", event, str(number))
        self.mail.attempt("mail", "retry", event)  # refusing it, or queuing it to be replaced, are both right
        self.mail.send()
        self.assertEqual(server.files(), [], f"the done task's failed reminder was delivered: {self.mail.outbox(event)}")
        self.assertNotEqual(self.only(self.mail.outbox(event), "message")["status"], "sent")

    def test_task_reminder_note_crlf(self):
        """a note whose lines end in CRLF or CR (as a browser posts a textarea) keeps them as lines in the text part and as separate text in the HTML part"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.member(event, ANN)
        lines = ["Bring the chairs", "Bring the tables", "Bring the lamps"]
        self.task(event, "Set up the hall", "--due", PAST, "--assign", ANN, "--note", lines[0] + "\r\n" + lines[1] + "\r" + lines[2])
        self.assertSent(self.mail.send(), 1)
        text, page = self.assertReminder(self.only(server.messages(), "message"), "Set up the hall")
        text_lines = [line.strip() for line in text.splitlines()]
        seen = [line.strip() for paragraph in PageText(page).paragraphs for line in paragraph.split("\n")]
        lost = [f"text part: {line!r}" for line in lines if line not in text_lines]
        lost += [f"HTML part: {line!r}" for line in lines if line not in seen]
        self.assertEqual(lost, [], f"the note's lines not on a line of their own; text part {text!r}; HTML part's lines {seen}")

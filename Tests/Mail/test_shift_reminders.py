"""Shift reminders and news: each pass of the sender (`mail send`) first queues, for each volunteer
with an email on a shift (not cancelled, not started) that starts within the event's lead time
(`shifts settings --remind-before`, 24 hours unless changed), one `shift` mail, then sends it: the
shift's title and the event's in the subject and in both parts, with its times in the event's
zone and its place, markup in a title or place inert in the HTML part, no List-Unsubscribe. Once
an assignment: a second pass queues nothing. `shifts update --starts` tells each volunteer on
the shift the news (`shift-news`) and reminds them again for the new time, when it comes; a
reminder still waiting for the old time is `replaced`, never sent. `shifts cancel` tells them
the shift was cancelled and reminds nobody; a reminder still waiting then is never sent."""

from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from judges import alternative, recipient
from mail_store import TITLE, ZONE, MailTest, soon
from test_task_reminders import PageText, head, words

ANN = "ann@rushday.test"
BOB = "bob@rushday.test"
SENDER_ADDRESS = "events@rushday.test"
# Markup in what an organiser types: inert in the HTML part, as typed in the text part.
SHIFT = "Bar <b>late</b> & co"
PLACE = "Tent <i>B</i>"


def instant(text):
    """The datetime of soon()'s "YYYY-MM-DDTHH:MMZ"."""
    return datetime.strptime(text, "%Y-%m-%dT%H:%MZ").replace(tzinfo=timezone.utc)


def day(moment):
    return f"{moment:%A} {moment.day} {moment:%B} {moment.year}"


def spoken(start, end=None, zone=ZONE):
    """A time as the mail says it, computed here with zoneinfo: "Tuesday 15 December 2026, 19:00,
    Zurich time", or a span "…, 19:00–21:00, Zurich time" (" – DAY, HH:MM" across midnight)."""
    place = zone.split("/")[-1].replace("_", " ")
    start = instant(start).astimezone(ZoneInfo(zone))
    if end is None:
        return f"{day(start)}, {start:%H:%M}, {place} time"
    end = instant(end).astimezone(ZoneInfo(zone))
    ending = f"–{end:%H:%M}" if start.date() == end.date() else f" – {day(end)}, {end:%H:%M}"
    return f"{day(start)}, {start:%H:%M}{ending}, {place} time"


class ShiftReminderTests(MailTest):
    def board(self, event, *volunteers):
        """The role Bar and a volunteer in it for each (name, email or None); their numbers."""
        self.mail.run("shifts", "roles", "add", event, "Bar")
        numbers = []
        for name, email in volunteers:
            arguments = ["shifts", "volunteers", "add", event, name, "--role", "Bar"]
            if email:
                arguments += ["--email", email]
            numbers.append(self.mail.json(*arguments)["number"])
        return numbers

    def shift(self, event, title, starts, ends, *volunteers, place=None):
        """`shifts add` (Bar=3), then `shifts assign` each volunteer; the shift's number."""
        arguments = ["shifts", "add", event, title, "--starts", starts, "--ends", ends, "--need", "Bar=3"]
        if place:
            arguments += ["--place", place]
        number = self.mail.json(*arguments)["number"]
        for volunteer in volunteers:
            self.mail.run("shifts", "assign", event, str(number), str(volunteer))
        return number

    def outbox(self, event):
        return sorted((m["kind"], m["guest"], m["to"], m["status"]) for m in self.mail.outbox(event))

    def assertNotice(self, message, subject, opening, lines, title=SHIFT, place=PLACE):
        """A volunteer's mail: the subject; from the set-up's sender to one; no List-Unsubscribe;
        the opening and each line of the shift in the text part and, each a paragraph of its own,
        in the HTML part (as a reader sees it), beside the event's title; markup inert."""
        told = recipient(message)
        self.assertEqual(message["Subject"], subject, told)
        self.assertEqual(message["From"].addresses[0].addr_spec, SENDER_ADDRESS, told)
        self.assertEqual(len(message["To"].addresses), 1, f"the mail to {told} has more than one To")
        self.assertIsNone(message["List-Unsubscribe"], f"the mail to {told} has a List-Unsubscribe header")
        self.assertIsNone(message["List-Unsubscribe-Post"], f"the mail to {told} has a List-Unsubscribe-Post header")
        text, page = alternative(message)
        seen = PageText(page).text()
        paragraphs = [words(paragraph) for paragraph in PageText(page).paragraphs]
        for line in [opening, *lines]:
            self.assertIn(words(line), words(text), f"the text part to {told} lacks {line!r}: {text}")
            self.assertIn(words(line), paragraphs, f"{line!r} is not a paragraph of the HTML part to {told}: {paragraphs}")
        self.assertIn(TITLE, words(text), f"the text part to {told} lacks the event's title: {text}")
        self.assertIn(TITLE, seen, f"the HTML part to {told} lacks the event's title: {seen}")
        escaped = title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        self.assertIn(escaped, page, f"the shift's title is not escaped in the HTML part to {told}")
        if place:
            self.assertIn(place.replace("<", "&lt;").replace(">", "&gt;"), page, f"the place is not escaped in the HTML part to {told}")
        for raw in ("<b>", "<i>"):
            self.assertNotIn(raw, page, f"the HTML part to {told} holds a raw {raw}")
        return text, page

    def assertReminder(self, message, number, starts, ends, title=SHIFT, place=PLACE):
        lines = [f"#{number} {title}, as Bar", spoken(starts, ends)] + ([f"At {place}"] if place else [])
        return self.assertNotice(message, f"Your shift at {TITLE}: {title}, {spoken(starts)}", "Your shift comes up soon.",
                                 lines, title, place)

    def held(self, event):
        """`mail send` against a server scripted to say 421 first: the one reminder queued, waiting
        to be tried again, made due now by `mail retry`; that message."""
        self.assertSent(self.mail.send(), 0, 0, 1)
        waiting = self.only(self.mail.outbox(event), "message")
        self.assertEqual((waiting["kind"], waiting["to"], waiting["status"], waiting["attempts"]), ("shift", ANN, "queued", 1), waiting)
        self.mail.run("mail", "retry", event, waiting["id"][:8])
        due = self.only(self.mail.outbox(event), "message")
        self.assertEqual((due["status"], due["attempts"]), ("queued", 0), "mail retry did not make the reminder due now")
        return due

    # 1

    def test_shift_reminders_due_once(self):
        """mail send reminds each volunteer with an email of their shift starting within 24 hours, one mail each with the shift and event in the subject and both parts, markup inert, no List-Unsubscribe; not a volunteer without email nor a shift further off; a second send delivers nothing"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        ann, bob, cid = self.board(event, ("Ann", ANN), ("Bob", BOB), ("Cid", None))
        starts, ends = soon(3), soon(5)
        first = self.shift(event, SHIFT, starts, ends, ann, bob, cid, place=PLACE)
        self.shift(event, "Sunday bar", soon(30), soon(32), ann)
        self.assertEqual(self.mail.outbox(event), [], "mail queued before any sender's pass")

        self.assertSent(self.mail.send(), 2)
        self.assertEqual(self.outbox(event), [("shift", None, ANN, "sent"), ("shift", None, BOB, "sent")])
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), [ANN, BOB], "not one reminder to each volunteer with an email")
        for message in messages:
            text, page = self.assertReminder(message, first, starts, ends)
            self.assertNotIn("Sunday bar", text + page, f"the reminder to {recipient(message)} names the shift further off")
        path = server.files()[0]
        names = [line.split(b":", 1)[0].lower() for line in head(path).splitlines() if line and not line[:1].isspace()]
        self.assertEqual(sorted(set(names)), sorted(names), f"a header repeated: {names}")

        self.assertSent(self.mail.send(), 0)
        self.assertEqual(len(server.files()), 2, "the second mail send delivered more")
        self.assertEqual(len(self.mail.outbox(event)), 2, "the second mail send queued more")

    # 2

    def test_shift_reminder_moved_start(self):
        """a reminder waiting (421, then mail retry) when shifts update --starts moves its shift is replaced, never sent; the volunteer gets the news and a reminder of the new time; moved beyond the lead time, the reminder waits until the lead time reaches it"""
        server = self.mail.smtp_server(script=["421"])
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(60))
        ann, cid = self.board(event, ("Ann", ANN), ("Cid", None))
        number = self.shift(event, SHIFT, soon(3), soon(5), ann, cid, place=PLACE)
        old = self.held(event)

        starts, ends = soon(4), soon(6)
        self.mail.run("shifts", "update", event, str(number), "--starts", starts, "--ends", ends)
        self.assertSent(self.mail.send(), 2)
        after = {m["id"]: m for m in self.mail.outbox(event)}
        self.assertEqual(after[old["id"]]["status"], "replaced", f"the reminder of the old time: {after[old['id']]}")
        self.assertEqual(self.outbox(event), [("shift", None, ANN, "replaced"), ("shift", None, ANN, "sent"), ("shift-news", None, ANN, "sent")])
        messages = server.messages()
        self.assertEqual([recipient(message) for message in messages], [ANN, ANN], "Cid has no email")
        news = [message for message in messages if message["Subject"].startswith("Changed:")]
        reminders = [message for message in messages if not message["Subject"].startswith("Changed:")]
        self.assertEqual((len(news), len(reminders)), (1, 1), [message["Subject"] for message in messages])
        self.assertNotice(news[0], f"Changed: your shift at {TITLE}, {SHIFT}", f"Shift #{number} {SHIFT} changed. It is now:",
                          [f"#{number} {SHIFT}, as Bar", spoken(starts, ends), f"At {PLACE}"])
        self.assertReminder(reminders[0], number, starts, ends)

        # Moved two days off: the news now, the reminder only once the lead time reaches it.
        starts, ends = soon(50), soon(52)
        self.mail.run("shifts", "update", event, str(number), "--starts", starts, "--ends", ends)
        self.assertSent(self.mail.send(), 1)
        self.assertEqual(server.messages()[-1]["Subject"], f"Changed: your shift at {TITLE}, {SHIFT}")
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(self.mail.json("shifts", "settings", event, "--remind-before", "2 days")["remindBeforeMinutes"], 2880)
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(self.mail.json("shifts", "settings", event, "--remind-before", "51h")["remindBeforeMinutes"], 51 * 60)
        self.assertSent(self.mail.send(), 1)
        self.assertReminder(server.messages()[-1], number, starts, ends)
        self.assertEqual(len(server.files()), 4)
        self.assertSent(self.mail.send(), 0)

    # 3

    def test_shift_cancelled_news(self):
        """shifts cancel sends each volunteer with an email the news that the shift was cancelled, and no reminder, now or later"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        ann, bob, cid = self.board(event, ("Ann", ANN), ("Bob", BOB), ("Cid", None))
        starts, ends = soon(3), soon(5)
        number = self.shift(event, SHIFT, starts, ends, ann, bob, cid, place=PLACE)
        self.assertTrue(self.mail.json("shifts", "cancel", event, str(number))["cancelled"])

        self.assertSent(self.mail.send(), 2)
        self.assertEqual(self.outbox(event), [("shift-news", None, ANN, "sent"), ("shift-news", None, BOB, "sent")])
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), [ANN, BOB])
        for message in messages:
            self.assertNotice(message, f"Cancelled: your shift at {TITLE}, {SHIFT}",
                              f"Shift #{number} {SHIFT} was cancelled: you are free at its time.",
                              [f"#{number} {SHIFT}, as Bar", spoken(starts, ends), f"At {PLACE}"])
        # Nothing more: not at the next pass, nor after a new lead time.
        self.assertSent(self.mail.send(), 0)
        self.mail.run("shifts", "settings", event, "--remind-before", "2 days")
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(len(server.files()), 2)

    # What the feature promises beyond the three above.

    def test_shift_cancelled_while_reminder_queued(self):
        """a reminder waiting (421, then mail retry) when its shift is cancelled is never delivered; the cancellation's news is"""
        server = self.mail.smtp_server(script=["421"])
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        (ann,) = self.board(event, ("Ann", ANN))
        number = self.shift(event, SHIFT, soon(3), soon(5), ann, place=PLACE)
        old = self.held(event)
        self.mail.run("shifts", "cancel", event, str(number))
        self.assertSent(self.mail.send(), 1)
        after = {m["id"]: m for m in self.mail.outbox(event)}
        self.assertEqual(after[old["id"]]["status"], "replaced", after[old["id"]])
        self.assertEqual(self.outbox(event), [("shift", None, ANN, "replaced"), ("shift-news", None, ANN, "sent")])
        self.assertEqual(self.only(server.messages(), "message")["Subject"], f"Cancelled: your shift at {TITLE}, {SHIFT}")

    def test_shift_reminder_lead_time(self):
        """shifts settings --remind-before sets the lead time: 2h reminds nobody of a shift 3 hours off, 4h does, once"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        (ann,) = self.board(event, ("Ann", ANN))
        starts, ends = soon(3), soon(5)
        number = self.shift(event, "Door", starts, ends, ann)
        shown = self.mail.json("shifts", "settings", event, "--remind-before", "2h")
        self.assertEqual((shown["remindBeforeMinutes"], shown["noShowLimit"], shown["signUp"]), (120, 2, "open"), shown)
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(self.mail.outbox(event), [])
        self.mail.run("shifts", "settings", event, "--remind-before", "4h")
        self.assertSent(self.mail.send(), 1)
        self.assertReminder(self.only(server.messages(), "message"), number, starts, ends, title="Door", place=None)
        self.assertSent(self.mail.send(), 0)

    def test_shift_reminder_cancelled_event(self):
        """a cancelled event reminds no volunteer of a shift coming up: mail send queues nothing for it, and reminds of another event's shift"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        (ann,) = self.board(event, ("Ann", ANN))
        self.shift(event, SHIFT, soon(3), soon(5), ann)
        other = self.mail.event(title="Winter market", starts=soon(2), ends=soon(40))
        (bob,) = self.board(other, ("Bob", BOB))
        self.shift(other, "Stall", soon(3), soon(5), bob)
        self.mail.run("events", "cancel", event)
        self.assertSent(self.mail.send(), 1)
        self.assertEqual(self.mail.outbox(event), [], "a cancelled event's shift was reminded")
        message = self.only(server.messages(), "message")
        self.assertEqual((recipient(message), message["Subject"].startswith("Your shift at Winter market: Stall, ")), (BOB, True),
                         f"the other event's reminder: {message['Subject']}")

    def test_shift_reminder_volunteer_unassigned_while_queued(self):
        """a reminder waiting (421, then mail retry) when its volunteer is taken off the shift is replaced, never delivered"""
        server = self.mail.smtp_server(script=["421"])
        self.mail.setup(server)
        event = self.mail.event(starts=soon(2), ends=soon(40))
        (ann,) = self.board(event, ("Ann", ANN))
        number = self.shift(event, SHIFT, soon(3), soon(5), ann)
        old = self.held(event)
        self.mail.run("shifts", "unassign", event, str(number), str(ann))
        self.assertSent(self.mail.send(), 0)
        self.assertEqual(self.only(self.mail.outbox(event), "message")["status"], "replaced", old)
        self.assertEqual(server.files(), [], "the reminder of a volunteer taken off the shift was delivered")

"""`mail setup` and `mail test` against a real server: STARTTLS with the test's own CA and AUTH,
the password kept only in a 0600 file or the environment (never in the URL, `ps`, or what is
printed), a server without STARTTLS refused unless `tls=none` is asked for, implicit TLS."""

import os
import stat

from mail_store import SMTP_PASSWORD, SMTP_USER, MailTest

class SetupTests(MailTest):
    def password_file(self):
        return self.mail.config / "smtp-password"

    def assertNoPassword(self, *texts):
        for text in texts:
            self.assertNotIn(SMTP_PASSWORD, text)

    def test_starttls_password_stdin(self):
        """mail setup over STARTTLS + AUTH with --password-stdin: a 0600 file holds the password, nothing printed shows it, mail test sends"""
        server = self.mail.smtp_server()
        printed = self.mail.setup(server)
        path = self.password_file()
        self.assertTrue(path.is_file(), f"no password file at {path}")
        self.assertEqual(stat.S_IMODE(path.stat().st_mode), 0o600)
        self.assertEqual(path.read_text().strip(), SMTP_PASSWORD)
        shown = self.mail.run("mail", "setup")
        shown_json = self.mail.json("mail", "setup")
        self.assertNoPassword(printed, shown, str(shown_json))
        self.assertIn("127.0.0.1", shown)
        tested = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(tested.returncode, 0, tested.stderr)
        self.assertIn("250", tested.stdout, "mail test prints the server's reply")
        self.assertNoPassword(tested.stdout, tested.stderr)
        message = self.only(server.messages(), "message")
        self.assertEqual(message["To"].addresses[0].addr_spec, "zoe@example.org")
        self.assertIn("events@rushday.test", str(message["From"]))

    def test_password_from_environment(self):
        """the password through RUSHDAY_SMTP_PASSWORD (no file written); without it and without a file, mail test fails (69) saying why"""
        server = self.mail.smtp_server()
        self.mail.run("mail", "setup", "--smtp", server.url(SMTP_USER), "--from", "Team <events@rushday.test>",
                      "--public-url", "http://127.0.0.1:9")
        self.assertFalse(self.password_file().exists(), "setup without --password-stdin writes no password file")
        missing = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(missing.returncode, 69, f"no password anywhere: {missing.stdout}{missing.stderr}")
        self.assertEqual(server.files(), [])
        done = self.mail.attempt("mail", "test", "zoe@example.org", environment={"RUSHDAY_SMTP_PASSWORD": SMTP_PASSWORD})
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(len(server.files()), 1)

    def test_auth_login(self):
        """a server offering only AUTH LOGIN: mail test signs in with LOGIN and sends"""
        server = self.mail.smtp_server(mechanisms="LOGIN")
        self.mail.setup(server)
        done = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertEqual(len(server.files()), 1)
        self.assertRegex(server.log(), r"(?m)^\S+ AUTH LOGIN")

    def test_wrong_password(self):
        """a wrong password is refused by the server and mail test says so without sending; the file's password is never printed"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        done = self.mail.attempt("mail", "test", "zoe@example.org", environment={"RUSHDAY_SMTP_PASSWORD": "wrong-password-123"})
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("535", done.stdout + done.stderr, "the server's refusal of AUTH is shown")
        self.assertNotIn("wrong-password-123", done.stdout + done.stderr)
        self.assertEqual(server.files(), [])

    def test_readable_password_file_refused(self):
        """a password file others may read is refused, not used"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        os.chmod(self.password_file(), 0o644)
        done = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertNotEqual(done.returncode, 0, "a 0644 password file was used")
        self.assertIn("600", done.stderr)
        self.assertEqual(server.files(), [])

    def test_password_in_url_refused(self):
        """a password inside the --smtp URL is refused (64), not echoed, and nothing is set up"""
        server = self.mail.smtp_server()
        done = self.mail.attempt("mail", "setup", "--smtp", f"smtp://{SMTP_USER}:{SMTP_PASSWORD}@127.0.0.1:{server.port}",
                                 "--from", "Team <events@rushday.test>", "--public-url", "http://127.0.0.1:9")
        self.assertEqual(done.returncode, 64, done.stderr)
        self.assertNoPassword(done.stdout, done.stderr)
        self.assertFalse(self.password_file().exists())
        self.assertNotEqual(self.mail.attempt("mail", "test", "zoe@example.org").returncode, 0,
                            "mail test sent with a set-up that was refused")

    def test_no_starttls_refused(self):
        """a server without STARTTLS is refused (69, saying so) unless tls=none is asked for by name"""
        server = self.mail.smtp_server(tls="none")
        self.mail.setup(server)
        refused = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(refused.returncode, 69, refused.stdout + refused.stderr)
        self.assertIn("STARTTLS", refused.stdout + refused.stderr)
        self.assertEqual(server.files(), [])
        self.mail.setup(server, tls="none")
        sent = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(sent.returncode, 0, sent.stderr)
        self.assertEqual(len(server.files()), 1)

    def test_untrusted_certificate(self):
        """a server whose certificate no trusted CA signed is refused (69): the test CA only counts through RUSHDAY_SMTP_CA_FILE"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        done = self.mail.attempt("mail", "test", "zoe@example.org", environment={"RUSHDAY_SMTP_CA_FILE": ""})
        self.assertEqual(done.returncode, 69, done.stdout + done.stderr)
        self.assertEqual(server.files(), [])

    def test_implicit_tls(self):
        """implicit TLS on a port of its own (tls=implicit): mail test sends"""
        server = self.mail.smtp_server(tls="implicit")
        self.mail.setup(server, tls="implicit")
        done = self.mail.attempt("mail", "test", "zoe@example.org")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(len(server.files()), 1)

    def test_default_ports(self):
        """the port defaults to 587, and to 465 with tls=implicit"""
        for url, port in (("smtp://mailer@mail.example.org", 587), ("smtp://mailer@mail.example.org?tls=implicit", 465)):
            self.mail.run("mail", "setup", "--smtp", url, "--from", "Team <events@rushday.test>", "--public-url", "http://127.0.0.1:9")
            self.assertIn(f"{port}", self.mail.run("mail", "setup"), url)

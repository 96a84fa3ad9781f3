"""Signing in and out in the browser, and forms posted without their CSRF token."""

from selenium.webdriver.common.by import By

from demo_site import SiteTest

REMOVE_TOKEN = "for (const field of document.querySelectorAll('form input[name=csrf]')) field.remove();"


class SignInTests(SiteTest):
    def test_a_deep_link_asks_to_sign_in_and_returns(self):
        """an event's page asks a visitor to sign in, then opens; the session cookie is HttpOnly"""
        self.driver.delete_all_cookies()
        self.open(f"/events/{self.event}")
        self.assertEqual(self.path(), "/signin", f"not sent to sign in: {self.driver.current_url}")
        self.sign_in_form()
        self.press("Sign in")
        self.assertEqual(self.path(), f"/events/{self.event}", f"Sign in answered {self.driver.title!r}: {self.browser.text()[:300]}")
        session = self.driver.get_cookie("rushday_session")
        self.assertIsNotNone(session, "no rushday_session cookie")
        self.assertTrue(session.get("httpOnly"), f"rushday_session is readable by script: {session}")
        self.assertEqual(self.driver.execute_script("return document.cookie.includes('rushday_session')"), False)

    def test_b_a_wrong_password_is_refused(self):
        """a wrong password keeps the visitor on the form with an error, signed out"""
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.sign_in_form(password="not the password")
        self.press("Sign in")
        self.assertEqual(self.path(), "/signin")
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, "[role=alert]"),
                        f"no error beside the form; the page is {self.driver.title!r}: {self.browser.text()[:300]}")
        self.assertFalse(self.is_signed_in())

    def test_c_sign_in_without_token_is_refused(self):
        """a sign-in form sent without its CSRF token: 'Form expired', still signed out"""
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.sign_in_form()
        self.driver.execute_script(REMOVE_TOKEN)
        self.assertFalse(self.driver.find_elements(By.NAME, "csrf"))
        self.press("Sign in")
        self.assertIn("Form expired", self.driver.title)
        self.assertIn("Form expired", self.browser.text("h1"))
        self.assertFalse(self.is_signed_in(), "signed in by a form without its token")

    def test_d_sign_out_without_token_is_refused(self):
        """a sign-out form sent without its CSRF token: 'Form expired', still signed in"""
        self.sign_in()
        self.driver.execute_script(REMOVE_TOKEN)
        self.press("Sign out")
        self.assertIn("Form expired", self.driver.title)
        self.assertTrue(self.is_signed_in(), "signed out by a form without its token")

    def test_e_sign_out(self):
        """Sign out ends the session: the events page asks to sign in again"""
        self.sign_in()
        self.press("Sign out")
        answer = f"Sign out answered {self.driver.title!r}: {self.browser.text()[:300]}"
        self.assertFalse(self.is_signed_in(), f"still signed in; {answer}")
        self.open("/events")
        self.assertEqual(self.path(), "/signin")

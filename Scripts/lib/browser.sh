#!/usr/bin/env bash
# Installs what the browser tests (Tests/Browser) and the web bench rows need, when missing:
# Debian's Chromium and its driver (with a font, or pages render as boxes), curl, openssl, wrk,
# zbarimg (which reads the guest page's QR codes) and node (which runs the door's QR decoder
# in its tests), and from PyPI Selenium, icalendar, segno and Pillow (segno draws the codes the
# door's decoder is tested on, Pillow turns them into camera-like pictures).
# Idempotent: a machine that has them all is left alone.
#
#   Scripts/lib/browser.sh        # install what is missing; exit non-zero if something still is
set -uo pipefail

# A fresh machine may not have read its package lists yet: try, then update and try again.
apt_install() {
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1; }
}

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
command -v wrk >/dev/null || missing+=(wrk)
command -v zbarimg >/dev/null || missing+=(zbar-tools)
command -v node >/dev/null || missing+=(nodejs)
status=0
if [ "${#missing[@]}" -gt 0 ] && ! apt_install "${missing[@]}"; then
    echo "browser.sh: could not install ${missing[*]}" >&2
    status=1
fi

# 4.52 needs a certifi newer than the registry here has.
if [ "$(python3 -c 'import selenium; print(selenium.__version__)' 2>/dev/null)" != 4.51.0 ]; then
    pip install -q selenium==4.51.0 >/dev/null 2>&1 || { echo "browser.sh: could not install selenium 4.51.0" >&2; status=1; }
fi
python3 -c "import icalendar" 2>/dev/null || pip install -q icalendar >/dev/null 2>&1 \
    || { echo "browser.sh: could not install icalendar" >&2; status=1; }
python3 -c "import segno" 2>/dev/null || pip install -q segno >/dev/null 2>&1 \
    || { echo "browser.sh: could not install segno" >&2; status=1; }
python3 -c "import PIL" 2>/dev/null || pip install -q Pillow >/dev/null 2>&1 \
    || { echo "browser.sh: could not install Pillow" >&2; status=1; }
exit $status

#!/usr/bin/env bash
# Runs inside a second pristine Debian 12 chroot (.ci/fresh-deb-check.sh); the .deb is in /share/out.
set -euo pipefail
export CI=true DEBIAN_FRONTEND=noninteractive
deb=$(ls /share/out/queuecast_*.deb)
cp "$deb" /root/ && cd /root
apt-get update -qq
# As a user would: apt resolves the Depends and installs the Recommends (the CJK font among them).
apt-get install -y -qq "./$(basename "$deb")" >/share/out/deb-install.log 2>&1 || { tail -30 /share/out/deb-install.log; exit 1; }
dpkg -l fonts-wqy-microhei fonts-noto-cjk 2>/dev/null | grep '^ii' || { echo "deb: no CJK font came with the package" >&2; exit 1; }

# The CLI: a status of the demo platform, in text and JSON.
queuecast-cli --backend demo:// status >/share/out/deb-cli-status.txt
head -5 /share/out/deb-cli-status.txt
[ "$(wc -l </share/out/deb-cli-status.txt)" -gt 5 ] || { echo "deb: queuecast-cli status printed no jobs" >&2; exit 1; }
queuecast-cli --backend demo:// status --json >/share/out/deb-cli-status.json
grep -q '"jobs"' /share/out/deb-cli-status.json || { echo "deb: no JSON status" >&2; exit 1; }

# The GUI, offscreen: it must still run after 10 s.
QT_QPA_PLATFORM=offscreen queuecast --backend demo:// >/share/out/deb-gui-offscreen.log 2>&1 &
gui=$!
sleep 10
kill -0 "$gui" 2>/dev/null || { cat /share/out/deb-gui-offscreen.log; echo "deb: the GUI exited offscreen" >&2; exit 1; }
kill "$gui"; wait "$gui" || true
echo "deb: GUI ran offscreen for 10 s"

# The GUI under Xvfb, in English and Chinese. Xvfb writes its screen to a file (-fbdir, XWD format); netpbm
# turns that into PNG. Both are test tools, installed after the package's own checks above.
apt-get install -y -qq --no-install-recommends xvfb netpbm >/dev/null
mkdir -p /tmp/fb
Xvfb :57 -screen 0 1280x800x24 -fbdir /tmp/fb -nolisten tcp >/share/out/deb-xvfb.log 2>&1 &
xvfb=$!
sleep 2
for lang in en zh_CN; do
    DISPLAY=:57 queuecast --backend demo:// --language "$lang" >"/share/out/deb-gui-$lang.log" 2>&1 &
    gui=$!
    sleep 12
    kill -0 "$gui" 2>/dev/null || { cat "/share/out/deb-gui-$lang.log"; echo "deb: the GUI ($lang) exited under Xvfb" >&2; exit 1; }
    xwdtopnm /tmp/fb/Xvfb_screen0 2>/dev/null | pnmtopng >"/share/out/deb-gui-$lang.png"
    kill "$gui"; wait "$gui" || true
    echo "deb: screenshot /share/out/deb-gui-$lang.png ($(stat -c %s "/share/out/deb-gui-$lang.png") bytes)"
done
kill "$xvfb"; wait "$xvfb" || true

#!/usr/bin/env python3
"""Key-press latency of a window on an X server (Xvfb), the method used for Slurm's sview in issue 18.

Every --interval seconds it sends Alt+H through XTest to the window and times how long the window takes to
map its Help menu (a MapNotify of a new top-level window), then closes the menu with Escape. A UI thread
blocked by a refresh shows as a late menu. Xlib through ctypes: no process is started per probe, so the
figure is the application's, not the probe's.

Usage as a module: KeypressProbe(display, pid).run(seconds) -> list of (seconds since the epoch, latency in ms;
None: no menu within the timeout). From the command line: keypress_probe.py DISPLAY PID SECONDS.
"""
import ctypes
import select
import statistics
import sys
import time

_SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
_UNMAP_NOTIFY = 18
_MAP_NOTIFY = 19
_REVERT_TO_PARENT = 2
_IS_VIEWABLE = 2


class _WindowAttributes(ctypes.Structure):  # Xlib's XWindowAttributes
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class KeypressProbe:
    def __init__(self, display, pid, interval=0.3, timeout=5.0, epoch=None):
        try:
            self.x = ctypes.CDLL("libX11.so.6")
            self.xtst = ctypes.CDLL("libXtst.so.6")
        except OSError as e:
            raise SystemExit("keypress_probe: %s (Debian: apt-get install libx11-6 libxtst6)" % e)
        x = self.x
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XInternAtom", "XStringToKeysym"):
            getattr(x, name).restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XKeysymToKeycode.restype = ctypes.c_ubyte
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                                         ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
                                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                         ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_WindowAttributes)]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.dpy = x.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError("cannot open display " + display)
        self.root = x.XDefaultRootWindow(self.dpy)
        self.pid = pid
        self.interval = interval
        self.timeout = timeout
        self.epoch = time.monotonic() if epoch is None else epoch  # probe times are seconds since this
        self.fd = x.XConnectionNumber(self.dpy)
        self.event = ctypes.create_string_buffer(192)
        self.keys = {k: x.XKeysymToKeycode(self.dpy, x.XStringToKeysym(k.encode())) for k in ("Alt_L", "h", "Escape")}
        x.XSelectInput(self.dpy, self.root, _SUBSTRUCTURE_NOTIFY_MASK)

    def _pid_of(self, win):
        atom = self.x.XInternAtom(self.dpy, b"_NET_WM_PID", 0)
        t, fmt, n, after, data = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        if self.x.XGetWindowProperty(self.dpy, win, atom, 0, 1, 0, 0, ctypes.byref(t), ctypes.byref(fmt),
                                     ctypes.byref(n), ctypes.byref(after), ctypes.byref(data)) != 0 or not data:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if n.value else None
        self.x.XFree(data)
        return pid

    def _viewable(self, win):
        a = _WindowAttributes()
        if not self.x.XGetWindowAttributes(self.dpy, win, ctypes.byref(a)):
            return False
        return a.map_state == _IS_VIEWABLE and not a.override_redirect

    def find_window(self, wait=60.0):
        """The application's viewable top-level window with a _NET_WM_PID of pid (the main window)."""
        end = time.monotonic() + wait
        while time.monotonic() < end:
            r, p, kids, n = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
            self.x.XQueryTree(self.dpy, self.root, ctypes.byref(r), ctypes.byref(p), ctypes.byref(kids), ctypes.byref(n))
            # Only a mapped, managed window takes the focus: Qt creates its top-levels (and menus, which are
            # override-redirect) before it maps them, and focusing one of those is a BadMatch that ends the probe.
            found = [kids[i] for i in range(n.value) if self._pid_of(kids[i]) == self.pid and self._viewable(kids[i])]
            if kids:
                self.x.XFree(kids)
            if found:
                return found[-1]  # the last mapped, stacked on top
            time.sleep(0.2)
        raise RuntimeError("no window of pid %d" % self.pid)

    def _key(self, name, down):
        self.xtst.XTestFakeKeyEvent(self.dpy, self.keys[name], 1 if down else 0, 0)

    def _wait_for(self, kind, until):
        while True:
            while self.x.XPending(self.dpy):
                self.x.XNextEvent(self.dpy, self.event)
                if ctypes.c_int.from_buffer(self.event).value == kind:
                    return time.monotonic()
            left = until - time.monotonic()
            if left <= 0:
                return None
            select.select([self.fd], [], [], left)

    def _drain(self):
        while self.x.XPending(self.dpy):
            self.x.XNextEvent(self.dpy, self.event)

    def run(self, seconds):
        win = self.find_window()
        self.x.XSetInputFocus(self.dpy, win, _REVERT_TO_PARENT, 0)
        self.x.XSync(self.dpy, 0)
        time.sleep(1.0)
        self._drain()
        latencies = []
        end = time.monotonic() + seconds
        next_at = time.monotonic()
        while time.monotonic() < end:
            time.sleep(max(0.0, next_at - time.monotonic()))
            next_at += self.interval
            self.x.XSetInputFocus(self.dpy, win, _REVERT_TO_PARENT, 0)
            self._drain()
            self._key("Alt_L", True)
            self._key("h", True)
            self._key("h", False)
            self._key("Alt_L", False)
            self.x.XFlush(self.dpy)
            t0 = time.monotonic()
            mapped = self._wait_for(_MAP_NOTIFY, t0 + self.timeout)
            latencies.append((t0 - self.epoch, None if mapped is None else (mapped - t0) * 1000.0))
            self._key("Escape", True)
            self._key("Escape", False)
            self.x.XFlush(self.dpy)
            if mapped is not None:
                self._wait_for(_UNMAP_NOTIFY, time.monotonic() + self.timeout)
        return latencies


def summary(latencies, after_s=0.0):
    """Median and max of the probes sent at least after_s seconds after the epoch."""
    latencies = [v for t, v in latencies if t >= after_s]
    got = [v for v in latencies if v is not None]
    return {"probes": len(latencies), "missed": len(latencies) - len(got),
            "median_ms": statistics.median(got) if got else None, "max_ms": max(got) if got else None}


if __name__ == "__main__":
    lat = KeypressProbe(sys.argv[1], int(sys.argv[2])).run(float(sys.argv[3]))
    print(summary(lat))

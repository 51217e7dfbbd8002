#!/usr/bin/env python3
# test-a11y.py: the app as a screen reader meets it, through AT-SPI.
#
# Starts the built app (argument 1) on a private session bus with the
# accessibility bus (Debian packages dbus, at-spi2-core), and walks its
# AT-SPI tree with pyatspi (python3-pyatspi) on every sidebar page, chosen
# through the sidebar's AT-SPI Selection as a screen reader would. On every
# page: each input (entry, spin button, combo, check, switch) has a name,
# each button a name, and Tab around the window sends a focus event
# (object:state-changed:focused) at every stop, as a screen reader hears
# it. On HQ Reserves, a refused die in an entry row is in the focused
# field's description. The print preview, the preferences and the scenario
# editor are walked the same way (names and Tab stops). On the Der Weltkrieg combat page, with keys typed
# through AT-SPI: an invalid die reaches the field's accessible description,
# and the CRT view (role image) names the chosen cells in its description.
# With GTK 4.14 or later, the refused die and the combat's result are also
# announced (AT-SPI object:announcement events), as a screen reader speaks
# them without the focus moving.
#
# Runs under a display (Xvfb in CI). Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import tempfile
import time

# GLib reads G_DEBUG once it is loaded: the app keeps fatal warnings (set by
# tests/meson.build), this client not, since libatspi warns about GTK 4.8's
# missing cache interface.
APP_ENV = dict(os.environ)
APP_ENV.pop("GTK_A11Y", None)
os.environ.pop("G_DEBUG", None)

# Waiting for the app is no timed assertion: these only end a hung run.
WAIT_SECONDS = 60

# gtk_accessible_announce() is GTK 4.14's.
GTK_VERSION = tuple(int(n) for n in os.environ.get("UMPIRE_GTK_VERSION", "0.0").split(".")[:2])
ANNOUNCES = GTK_VERSION >= (4, 14)


def start_session_bus(log):
    """A private session bus, as dbus-run-session gives, but with the
    standard output of the services it starts (the registry daemon writes
    there) kept out of the TAP stream."""
    read_fd, write_fd = os.pipe()
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--nopidfile",
         "--print-address=%d" % write_fd],
        pass_fds=(write_fd,), stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    os.close(write_fd)
    address = b""
    with os.fdopen(read_fd, "rb") as pipe:
        while not address.endswith(b"\n"):
            chunk = pipe.read(1)
            if not chunk:
                break
            address += chunk
    if not address.strip():
        daemon.kill()
        sys.exit("Bail out! dbus-daemon gave no address")
    return daemon, address.decode().strip()


log = tempfile.TemporaryFile()
bus, bus_address = start_session_bus(log)
os.environ["DBUS_SESSION_BUS_ADDRESS"] = bus_address
APP_ENV["DBUS_SESSION_BUS_ADDRESS"] = bus_address
# A desktop's own accessibility bus would not hold this app.
os.environ.pop("AT_SPI_BUS_ADDRESS", None)
APP_ENV.pop("AT_SPI_BUS_ADDRESS", None)

try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
    import pyatspi
except (ImportError, ValueError) as missing:
    bus.kill()
    print("Bail out! %s: install the Debian package python3-pyatspi (build-aux/dev does)" % missing)
    sys.exit(1)

# Roles a user fills in or chooses from.
INPUT_ROLES = {
    pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT, pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_SLIDER,
}
BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}
# GTK 4.8 names an accessible with nothing better by its widget type.
TYPE_NAME = re.compile(r"^(Gtk|Adw|Umpire)[A-Z]\w*$")

ALT = 1 << 3   # Mod1
CONTROL = 1 << 2
TAB = 0xff09
ESCAPE = 0xff1b
F10 = 0xffc7
RETURN = 0xff0d
BACKSPACE = 0xff08

tap_count = 0
failed = 0


def tap(ok, description, diagnostics=()):
    global tap_count, failed
    tap_count += 1
    if not ok:
        failed += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", tap_count, description))
    for line in diagnostics:
        print("# " + line)
    sys.stdout.flush()
    if not ok:
        # meson --print-errorlogs (and so CI) shows a failed test's stderr
        # only: a failure says there what it met.
        print("not ok %d - %s" % (tap_count, description), file=sys.stderr)
        for line in diagnostics:
            print("# " + line, file=sys.stderr)
        sys.stderr.flush()


def wait_for(what, predicate, seconds=WAIT_SECONDS):
    deadline = time.monotonic() + seconds
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError("gave up waiting for " + what)
        # Events (announcements) arrive through the main context.
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        time.sleep(0.1)


announcements = []


def on_announcement(event):
    announcements.append(str(event.any_data or ""))


def announced(predicate):
    return next((text for text in announcements if predicate(text)), None)


def children(acc):
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield child


def find_all(acc, predicate):
    if predicate(acc):
        yield acc
    for child in children(acc):
        yield from find_all(child, predicate)


def find(acc, predicate):
    return next(find_all(acc, predicate), None)


def visible(acc):
    return acc.getState().contains(pyatspi.STATE_VISIBLE)


def showing(acc):
    return acc.getState().contains(pyatspi.STATE_SHOWING)


def inside(acc, ancestor):
    while acc is not None:
        if acc == ancestor:
            return True
        acc = acc.parent
    return False


def has_name(acc):
    name = (acc.name or "").strip()
    return name != "" and not TYPE_NAME.match(name)


def path_of(acc):
    """Roles and names from the page down, for a failure's message."""
    steps = []
    while acc is not None and len(steps) < 6:
        steps.append("%s %r" % (acc.getRoleName(), acc.name or ""))
        acc = acc.parent
    return " < ".join(steps)


# A name as a reader says it: no mnemonic underscore ("Defender retreat_s"),
# no widget type ("GtkDropDown Terrain"), not the same words twice
# ("Terrain Terrain").
MNEMONIC = re.compile(r"[^\W_]_[^\W_]|^_[^\W_]")
TYPE_IN_NAME = re.compile(r"\b(Gtk|Adw|Umpire)[A-Z][a-z]\w*")


SPOKEN_ROLES = INPUT_ROLES | BUTTON_ROLES | {pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_LIST_ITEM,
                                             pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_LINK}


def name_fault(name):
    name = (name or "").strip()
    if MNEMONIC.search(name):
        return "a mnemonic underscore"
    if TYPE_IN_NAME.search(name):
        return "a widget type"
    # Doubled: the name says its words again ("Terrain Terrain"), or its
    # label's after a longer name ("Attacker strength points Attacker
    # strength", GTK 4.8's accessible label and labelled-by): the words
    # after some point start as the name does, two or more of them, or
    # one that ends the name ("X Y X"); a word of letters among them
    # ("1 to 1" is odds).
    words = [w.strip(".,:;()").lower() for w in name.split()]
    for i in range(1, len(words)):
        head, tail = words[:i], words[i:]
        same = 0
        while same < min(len(head), len(tail)) and head[same] == tail[same]:
            same += 1
        if (same >= 2 or same == len(tail) == 1) \
                and any(len(w) >= 3 and w.isalpha() for w in tail[:same]):
            return "doubled"
    return None


def check_names(root, skip):
    """Unnamed inputs and buttons under root, and how many were seen;
    badly worded names of anything there; hidden widgets and the subtrees
    in skip left out."""
    problems = []
    seen = 0
    stack = [root]
    while stack:
        acc = stack.pop()
        if not visible(acc) or any(acc == s for s in skip):
            continue
        role = acc.getRole()
        if role in INPUT_ROLES or role in BUTTON_ROLES:
            seen += 1
            if not has_name(acc):
                problems.append(path_of(acc))
        # What a reader says as the focus lands (GTK 4.8 names every
        # filler and panel by its type; readers pass over those).
        fault = name_fault(acc.name) if role in SPOKEN_ROLES else None
        if fault is not None:
            problems.append("%s: %s" % (fault, path_of(acc)))
        stack.extend(children(acc))
    return problems, seen


def marked_invalid(acc):
    # GTK 4.8 reports its invalid state as AT-SPI's INVALID, later versions
    # as INVALID_ENTRY.
    states = acc.getState()
    return states.contains(pyatspi.STATE_INVALID_ENTRY) or states.contains(pyatspi.STATE_INVALID)


focus_events = []
# How long a Tab's focus event may take: a loaded CI machine (two tests at
# once on two cores) took more than 2 s now and then.
FOCUS_SECONDS = 5


def on_focus(event):
    if event.detail1:
        focus_events.append(event.source)


def describe(acc):
    try:
        return "%s %r" % (acc.getRoleName(), acc.name or "")
    except Exception:  # gone since
        return "(gone)"


# Tabs that say nothing before the first stop, in a row, after which a walk
# gives up (rather than waiting 80 Tabs of FOCUS_SECONDS each).
SILENT_TABS = 10


def window_states(acc):
    """Whether the app's toplevels are active (AT-SPI's ACTIVE: GTK's
    gtk_window_is_active), for a failure's message."""
    while acc is not None and acc.getRole() != pyatspi.ROLE_APPLICATION:
        acc = acc.parent
    if acc is None:
        return "no application"
    return ", ".join("%s %s" % (describe(w), "active" if w.getState().contains(pyatspi.STATE_ACTIVE)
                                 else "inactive") for w in children(acc))


def check_tab_stops(frame, page, title, limit=80):
    """Tab from where the focus is, around the window: each stop must tell
    a screen reader it has the focus (object:state-changed:focused), as
    Orca hears it. Stops when the focus comes back to the first stop met in
    the page, or after limit Tabs. Returns (stops in the page, problems)."""
    problems = []
    in_page = []
    outside = []
    first = None
    previous = "(the start)"
    silent = 0
    for _ in range(limit):
        del focus_events[:]
        key(TAB)
        try:
            wait_for("a focus event", lambda: focus_events, seconds=FOCUS_SECONDS)
            silent = 0
        except TimeoutError:
            # Before the page's first stop the focus is still on its way in
            # (on a loaded machine the window's first Tabs, in the header or
            # the sidebar, said nothing now and then): only the page's own
            # stops count.
            if first is not None:
                problems.append("after %s, Tab moved the focus to something that does not say so" % previous)
            silent += 1
            if first is None and silent == SILENT_TABS:
                problems.append("%d Tabs in a row said nothing (is the window active? %s)"
                                % (silent, window_states(frame)))
                break
            continue
        acc = focus_events[-1]
        if not inside(acc, page):
            previous = describe(acc)
            if first is not None:
                break
            if len(outside) < 12:
                outside.append(path_of(acc))
            continue
        if first is None:
            first = acc
        elif acc == first:
            break
        in_page.append(acc)
        previous = describe(acc)
    if not in_page:
        problems.append("%d Tabs reached nothing inside %s; the focus went to: %s"
                        % (limit, path_of(page), "; ".join(outside) or "nothing that said so"))
    return in_page, problems


def check_tab_stops_twice(frame, page, title):
    """check_tab_stops, and once more after a pause when it met a stop that
    said nothing: on a loaded machine (the whole suite, two tests at once)
    a page still being built now and then swallowed a focus event. A stop
    that never says it has the focus fails both walks."""
    stops, problems = check_tab_stops(frame, page, title)
    if problems:
        time.sleep(2)
        stops, again = check_tab_stops(frame, page, title)
        problems = ["first walk: " + p for p in problems] + again if again else []
    return stops, problems


def key(keysym, modifiers=0):
    if modifiers:
        Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.LOCKMODIFIERS)
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    if modifiers:
        Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.UNLOCKMODIFIERS)


def type_text(text):
    Atspi.generate_keyboard_event(0, text, Atspi.KeySynthType.STRING)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: test-a11y.py UMPIRE")
    if not os.environ.get("DISPLAY"):
        print("1..0 # SKIP no display (run under xvfb-run)")
        return 0

    # A home of its own: an autosave that an earlier run left would open
    # the restore dialog over the window.
    home = tempfile.TemporaryDirectory()
    env = dict(APP_ENV)
    for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = os.path.join(home.name, name.lower())
    app = subprocess.Popen([sys.argv[1]], env=env, stdin=subprocess.DEVNULL,
                           stdout=log, stderr=log)
    try:
        return walk(app)
    except Exception as error:  # a hung or crashed app: say why, then fail
        print("Bail out! %s: %s" % (type(error).__name__, error))
        print("Bail out! %s: %s" % (type(error).__name__, error), file=sys.stderr)
        return 1
    finally:
        app.terminate()
        try:
            app.wait(timeout=WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            app.kill()
        if failed or app.returncode not in (0, -15):
            log.seek(0)
            for line in log.read().decode(errors="replace").splitlines()[-40:]:
                print("# app: " + line)
                print("# app: " + line, file=sys.stderr)
        bus.terminate()
        bus.wait()


def walk(app):
    desktop = pyatspi.Registry.getDesktop(0)

    def find_app():
        if app.poll() is not None:
            raise RuntimeError("the app exited with %d" % app.returncode)
        for acc in children(desktop):
            if acc.name == "umpire" and acc.childCount > 0:
                return acc
        return None

    umpire = wait_for("the app on the accessibility bus", find_app)
    # Every read asks the app: libatspi would otherwise keep states it read
    # before, where GTK 4.8 sends no event for a change.
    umpire.set_cache_mask(Atspi.Cache.NONE)
    frame = wait_for("its window", lambda: find(umpire, lambda a: a.getRole() == pyatspi.ROLE_FRAME))
    areas = wait_for("the sidebar", lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_LIST
                                                 and a.name == "Areas"))
    n_pages = areas.childCount
    # The stack of pages: the parent of the page named Start, with one
    # child a sidebar row.
    start_page = wait_for("the start page", lambda: find(
        frame, lambda a: a.getRole() == pyatspi.ROLE_PANEL and a.name == "Start"
        and a.parent is not None and a.parent.childCount == n_pages))
    pages = start_page.parent
    # GTK 4.8 reports no SHOWING state (mapped) but on the window: there,
    # VISIBLE is all a client has, and every page of the stack is visible.
    reports_showing = showing(areas)

    def shown(acc):
        return showing(acc) if reports_showing else visible(acc)

    print("1..%d" % (3 * n_pages + 2 + (2 if ANNOUNCES else 0) + 1 + 2 * len(WINDOWS)))
    focus_listener = Atspi.EventListener.new(on_focus)
    focus_listener.register("object:state-changed:focused")
    # Keys go to the window under the pointer on an X server with no window
    # manager, which puts the window at the origin (GTK 4 gives no screen
    # coordinates, and warns when asked).
    box = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    Atspi.generate_mouse_event(box.width // 2, box.height // 2, "abs")
    selection = areas.querySelection()
    for index in range(n_pages):
        row = areas.getChildAtIndex(index)
        title = row.name or " ".join(label.name for label in find_all(
            row, lambda a: a.getRole() == pyatspi.ROLE_LABEL))
        tap(has_name(row), "sidebar row %d has a name (%r)" % (index + 1, row.name))
        selection.selectChild(index)
        page = pages.getChildAtIndex(index)
        # The page is shown once it is showing and the content header
        # carries its title: a label of that name shown outside the sidebar
        # and the pages (found by role and name, on any GTK).
        wait_for("the page " + title, lambda: shown(page) and find(
            frame, lambda a: a.getRole() == pyatspi.ROLE_LABEL and a.name == page.name
            and shown(a) and not inside(a, areas) and not inside(a, pages)))
        # The window around the page, and the page itself.
        others = [p for p in children(pages) if p != page]
        problems, seen = check_names(frame, others)
        tap(seen > 0 and not problems,
            "page %r: %d inputs and buttons, each named, every name worded as read" % (title, seen),
            ["unnamed or badly named: " + p for p in problems])
        stops, problems = check_tab_stops_twice(frame, page, title)
        tap(not problems, "page %r: each of its %d Tab stops tells a screen reader it has the focus"
            % (title, len(stops)), problems + ["stops: " + ", ".join(describe(a) for a in stops)])

        if page.name == "Der Weltkrieg Combat":
            check_combat(frame, page)
        if page.name == "HQ Reserves":
            check_entry_row_error(page)
    # From the start page, where no field holds the keys.
    selection.selectChild(0)
    wait_for("the start page again", lambda: shown(pages.getChildAtIndex(0)))
    for name, opener in WINDOWS:
        check_window(umpire, frame, name, opener)
    return 1 if failed else 0


def tab_to(root, predicate, limit=60):
    """Tabs until what says it has the focus is under root and matches."""
    for _ in range(limit):
        del focus_events[:]
        key(TAB)
        try:
            wait_for("a focus event", lambda: focus_events, seconds=FOCUS_SECONDS)
        except TimeoutError:
            continue
        if inside(focus_events[-1], root) and predicate(focus_events[-1]):
            return focus_events[-1]
    return None


def check_entry_row_error(page):
    """A die refused in an entry row (a field made of the procedure's
    descriptor) is in the description of what has the focus: what a screen
    reader reads there."""
    die = tab_to(page, lambda a: a.getRole() == pyatspi.ROLE_TEXT and a.name == "Commitment die")
    description = ""
    if die is not None:
        type_text("9")
        key(RETURN)
        try:
            description = wait_for("the error on the die", lambda: marked_invalid(die) and die.description)
        except TimeoutError:
            description = die.description
        key(BACKSPACE)
    tap(die is not None and "9" in (description or ""),
        "a refused die in an entry row is in the focused field's accessible description",
        ["focused: %s" % (describe(die) if die is not None else "never reached by Tab"),
         "description: %r" % description])


def open_preferences(frame):
    key(0x2c, CONTROL)   # Ctrl+comma


def activate(acc, fallback):
    try:
        action = acc.queryAction()
        if action.nActions > 0:
            action.doAction(0)
            return
    except NotImplementedError:
        pass
    fallback()


def spoken_name(acc):
    """The name, or what a reader says instead where there is none: the
    names (or texts) of the labels it is labelled by. GTK 4.18 gives the
    main menu's items no name of their own, only a labelled-by relation
    to their label (Orca reads it)."""
    if acc.name:
        return acc.name
    words = []
    for relation in acc.getRelationSet():
        if relation.getRelationType() != pyatspi.RELATION_LABELLED_BY:
            continue
        for i in range(relation.getNTargets()):
            label = relation.getTarget(i)
            text = label.name
            if not text:
                try:
                    text = label.queryText().getText(0, -1)
                except NotImplementedError:
                    text = ""
            words.append(text or "")
    return " ".join(w for w in words if w)


def open_scenario_editor(frame):
    key(F10)
    item = wait_for("the main menu's Scenario item", lambda: find(
        frame, lambda a: a.getRole() in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_PUSH_BUTTON)
        and visible(a) and spoken_name(a).startswith("Scenario")), seconds=10)
    activate(item, lambda: key(ord("c")))


def open_print_preview(frame):
    key(ord("p"), CONTROL)


def open_preview_from(dialog):
    button = wait_for("the print dialog's Preview", lambda: find(
        dialog, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and "view" in (a.name or "")), seconds=20)
    activate(button, lambda: key(ord("v"), ALT))


# The windows besides the main one, each with how it is opened and the
# title it shows. The print preview last: it is a toplevel of its own (so is
# the print dialog before it), which GDK gives the X input focus
# (gdk_x11_surface_focus: XSetInputFocus(..., RevertToParent) when no window
# manager runs), and once it is closed the X focus falls back to the root
# window, and nothing hands it back to the main window as a window manager
# would: under GTK 4.18 the main window then stays inactive
# (gtk_window_is_active() false: gtkwindow.c gtk_window_handle_focus), and a
# widget has the focus only in an active window (gtk_window_root_set_focus:
# gtk_widget_set_has_focus (focus, priv->is_active)), which is what AT-SPI's
# FOCUSED state and its focus events report (gtkwidget.c
# gtk_widget_accessible_get_platform_state: gtk_widget_has_focus). The keys
# still reach the window under the pointer, but no Tab says where it went:
# the preferences and the scenario editor (dialogs inside the main window
# from libadwaita 1.5) walked after the preview met no focus event at all.
# Under GTK 4.8 (Debian 12) the same walk in the old order (preview first)
# met every focus event.
WINDOWS = [
    ("Preferences", open_preferences),
    ("Scenario", open_scenario_editor),
    ("Print Preview", open_print_preview),
]
if GTK_VERSION < (4, 10):
    # With libadwaita 1.2 (Debian 12) the preferences and the editor are
    # toplevels of their own too, and after the editor closed Ctrl+P once
    # opened nothing (not diagnosed): there the preview first, as the walk
    # always ran there.
    WINDOWS = WINDOWS[2:] + WINDOWS[:2]


def toplevels(umpire):
    return [w for w in children(umpire) if w.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG,
                                                            pyatspi.ROLE_WINDOW)]


def check_window(umpire, frame, name, opener):
    """The window `name` opened from the main one: every input and button
    named as read, every Tab stop reported; then closed."""
    before = toplevels(umpire)
    window = None
    try:
        opener(frame)
        # A window of its own, or (libadwaita 1.5+) a dialog in the main one.
        window = wait_for("the window " + name, lambda: next(
            (w for w in toplevels(umpire) if w not in before and visible(w)), None) or find(
                frame, lambda a: a.getRole() == pyatspi.ROLE_DIALOG and visible(a)), seconds=20)
        if name == "Print Preview":
            # The print dialog first: its Preview opens the preview.
            dialog = window
            before.append(dialog)
            open_preview_from(dialog)
            window = wait_for("the print preview", lambda: next(
                (w for w in toplevels(umpire) if w not in before and visible(w)), None), seconds=30)
    except TimeoutError as error:
        tap(False, "window %r opens" % name, [str(error)] + ["toplevel: %s%s" % (
            describe(w), " (showing)" if showing(w) else "") for w in toplevels(umpire)])
        tap(False, "window %r: Tab stops" % name)
        return
    time.sleep(1)
    problems, seen = check_names(window, [])
    tap(seen > 0 and not problems,
        "window %r: %d inputs and buttons, each named, every name worded as read" % (name, seen),
        ["unnamed or badly named: " + p for p in problems])
    stops, problems = check_tab_stops_twice(window, window, name)
    tap(not problems and stops, "window %r: each of its %d Tab stops tells a screen reader it has the focus"
        % (name, len(stops)), problems + ["window: " + path_of(window),
                                          "stops: " + ", ".join(describe(a) for a in stops)])
    # Closed as people close it; the print dialog under a preview too.
    for _ in range(3):
        # (GTK 4.8 reports a dialog shown as visible, not showing.)
        if all(not visible(w) for w in toplevels(umpire) if w != frame) and find(
                frame, lambda a: a.getRole() == pyatspi.ROLE_DIALOG and visible(a)) is None:
            break
        key(ESCAPE)
        time.sleep(0.5)


def check_combat(frame, page):
    def field(role, name):
        return find(page, lambda a: a.getRole() == role and (a.name or "").startswith(name))

    attacker = field(pyatspi.ROLE_SPIN_BUTTON, "Attacker strength")
    defender = field(pyatspi.ROLE_SPIN_BUTTON, "Defender strength")
    attack_die = field(pyatspi.ROLE_TEXT, "Attack die")
    crt = field(pyatspi.ROLE_IMAGE, "Combat Results Table")

    # Strengths through the spin buttons' AT-SPI values.
    attacker.queryValue().currentValue = 12
    defender.queryValue().currentValue = 4

    # Keys go to the window under the pointer on an X server with no window
    # manager, which puts the window at the origin (GTK 4 gives no screen
    # coordinates, and warns when asked).
    box = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    Atspi.generate_mouse_event(box.width // 2, box.height // 2, "abs")
    # Alt+K, the die's mnemonic, again each second until the die has the
    # focus (a loaded machine may still be drawing the page).
    def press_until_focused():
        if attack_die.getState().contains(pyatspi.STATE_FOCUSED):
            return True
        if time.monotonic() - pressed[0] > 1:
            key(ord("k"), ALT)
            pressed[0] = time.monotonic()
        return False

    pressed = [0.0]
    wait_for("the focus on the attack die", press_until_focused)
    if ANNOUNCES:
        listener = Atspi.EventListener.new(on_announcement)
        listener.register("object:announcement")
        del announcements[:]

    # A 7 on a d6, Enter.
    type_text("7")
    key(RETURN)
    try:
        description = wait_for("the error on the attack die", lambda: (
            marked_invalid(attack_die) and attack_die.description))
    except TimeoutError:
        description = attack_die.description
    tap(marked_invalid(attack_die) and "7" in description and "1 to 6" in description,
        "an invalid attack die is in the field's accessible description",
        ["description: %r" % description])
    if ANNOUNCES:
        def refused(text):
            return "7" in text and "1 to 6" in text
        try:
            wait_for("the refused die announced", lambda: announced(refused))
        except TimeoutError:
            pass
        tap(announced(refused) is not None, "the refused die is announced",
            ["announced: %r" % announcements])
        del announcements[:]

    # The 7 taken back, a 4, Enter.
    key(BACKSPACE)
    type_text("4")
    key(RETURN)
    try:
        description = wait_for("the die on the chart", lambda: "die 4" in crt.description and crt.description)
    except TimeoutError:
        description = crt.description
    tap(re.search(r"Highlighted: column 12, die 4: \S", description) is not None
        and not marked_invalid(attack_die),
        "the CRT view's description names the chosen column, die and cell",
        ["description: %r" % description])
    if ANNOUNCES:
        def result(text):
            return "Defender loss: " in text and "Attacker loss: " in text
        try:
            wait_for("the result announced", lambda: announced(result))
        except TimeoutError:
            pass
        tap(announced(result) is not None, "the combat's result is announced",
            ["announced: %r" % announcements])


if __name__ == "__main__":
    sys.exit(main())

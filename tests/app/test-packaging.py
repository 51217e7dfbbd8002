#!/usr/bin/env python3
# test-packaging.py: what a software centre and Flathub read about the app.
#
# Arguments: the built metainfo, the flatpak manifest, the source root and
# the project's version. Checks that the metainfo's screenshots are files of
# the repository at the size it states, that it names its developer, its
# branding colours for light and dark, the display length it recommends and
# dated releases, the newest the project's version; and that the flatpak
# manifest (which cannot be built offline) parses, builds the Devel app id
# from the source tree with its tests, on a GNOME runtime of 47 or later.
# Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import re
import struct
import sys
import xml.etree.ElementTree as ET

RAW_PREFIX = "https://gitlab.gnome.org/umpire/umpire/-/raw/main/"

count = 0
failed = 0


def check(ok, description, detail=None):
    global count, failed
    count += 1
    if not ok:
        failed += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", count, description))
    if not ok and detail:
        print("# " + str(detail))


def png_size(path):
    with open(path, "rb") as png:
        header = png.read(24)
    if header[:8] != b"\x89PNG\r\n\x1a\n" or header[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", header[16:24])


def check_metainfo(path, source_root, version):
    component = ET.parse(path).getroot()

    shots = component.findall("screenshots/screenshot")
    check(len(shots) >= 1 and sum(s.get("type") == "default" for s in shots) == 1,
          "metainfo: screenshots, one of them the default", len(shots))
    for shot in shots:
        image = shot.find("image")
        url = image.text.strip() if image is not None and image.text else ""
        relative = url[len(RAW_PREFIX):] if url.startswith(RAW_PREFIX) else None
        size = None
        if relative is not None and relative.startswith("data/screenshots/"):
            try:
                size = png_size(source_root + "/" + relative)
            except OSError:
                size = None
        stated = (int(image.get("width", 0)), int(image.get("height", 0))) if image is not None else None
        check(size is not None and size == stated and shot.findtext("caption", "").strip() != "",
              "metainfo: screenshot %s is a PNG of the repository at its stated size, with a caption" % url,
              "file size %s, stated %s" % (size, stated))

    developer = component.find("developer")
    check(developer is not None and developer.get("id") and (developer.findtext("name") or "").strip(),
          "metainfo: <developer id> with a <name>")

    colours = {c.get("scheme_preference"): c.text for c in component.findall("branding/color")
               if c.get("type") == "primary"}
    check(set(colours) == {"light", "dark"}
          and all(re.fullmatch(r"#[0-9a-fA-F]{6}", c or "") for c in colours.values())
          and colours["light"] != colours["dark"],
          "metainfo: primary branding colours for light and dark", colours)

    length = component.find("recommends/display_length")
    check(length is not None and length.get("compare") == "ge" and length.text.strip() == "360"
          and component.find("requires/display_length") is None,
          "metainfo: recommends a display of 360 px or more")

    releases = component.findall("releases/release")
    dated = all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", r.get("date", "")) for r in releases)
    check(releases and dated and releases[0].get("version") == version,
          "metainfo: releases with dates, the newest %s" % version,
          [(r.get("version"), r.get("date")) for r in releases])


def check_previous_id(component):
    """The id until 0.1.0 (GNOME's namespace): named as replaced and still
    provided, so that software centres and flatpak carry an installation over."""
    own = component.findtext("id", "")
    previous = "org.gnome.Umpire" + (".Devel" if own.endswith(".Devel") else "")
    check(not own.startswith("org.gnome."),
          "metainfo: the app id is not in GNOME's namespace", own)
    check(previous in [e.text for e in component.findall("replaces/id")]
          and previous in [e.text for e in component.findall("provides/id")],
          "metainfo: replaces and provides the previous id " + previous)


def check_manifest(path):
    try:
        with open(path, encoding="utf-8") as manifest_file:
            manifest = json.load(manifest_file)
    except (OSError, ValueError) as error:
        check(False, "flatpak: the manifest parses", error)
        return
    check(True, "flatpak: the manifest parses")

    check(manifest.get("id", manifest.get("app-id")) == "io.github.umpire_wargames.Umpire.Devel"
          and manifest.get("command") == "umpire",
          "flatpak: app id io.github.umpire_wargames.Umpire.Devel running umpire")

    runtime_version = str(manifest.get("runtime-version", ""))
    # GNOME supports its two latest releases: 50 (March 2026) is the older.
    check(manifest.get("runtime") == "org.gnome.Platform" and manifest.get("sdk") == "org.gnome.Sdk"
          and runtime_version.isdigit() and int(runtime_version) >= 50,
          "flatpak: a supported GNOME runtime (50 or later)", runtime_version)

    modules = manifest.get("modules", [])
    umpire = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    options = umpire.get("config-opts", [])
    sources = umpire.get("sources", [])
    check(umpire.get("name") == "umpire" and umpire.get("buildsystem") == "meson"
          and any(s.get("type") == "dir" and s.get("path") == ".." for s in sources),
          "flatpak: the last module builds umpire from the source tree with meson", umpire.get("name"))
    check("-Ddevelopment=true" in options,
          "flatpak: the Devel id of a development build (-Ddevelopment=true)", options)
    check(umpire.get("run-tests") is True and "-Dtests=true" in options
          and all("meson test" in c for c in umpire.get("test-commands", ["meson test"])),
          "flatpak: the tests are built and run", options)
    # Every suite that needs no display (the sandbox has none), German ones
    # included: under a de_DE.UTF-8 it makes (glibc 2.41 reads LANGUAGE only
    # under a real locale; see tests/umpire-test-language.h).
    commands = " ".join(umpire.get("test-commands", []))
    suites = re.findall(r"--(?:no-)?suite[ =](\S+)", commands)
    check("--no-suite gui" in commands and suites == ["gui"] and "de_DE.UTF-8" in commands
          and "LOCPATH" in commands,
          "flatpak: the test step runs every suite but gui, under a German locale it makes", commands)


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: test-packaging.py METAINFO MANIFEST SOURCE_ROOT VERSION")
    metainfo, manifest, source_root, version = sys.argv[1:]
    check_metainfo(metainfo, source_root, version)
    check_previous_id(ET.parse(metainfo).getroot())
    check_manifest(manifest)
    print("1..%d" % count)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

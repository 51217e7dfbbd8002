#!/usr/bin/env bash
# Check that a translation is complete and valid against the current sources.
#
# Usage: po/check-complete.sh SOURCE_ROOT PO_FILE
#
#   SOURCE_ROOT  the top of the Umpire source tree (holds po/POTFILES.in)
#   PO_FILE      the catalog to check, e.g. po/de.po; a relative path is taken
#                from the current directory, or else from SOURCE_ROOT
#
# A fresh template is extracted from every file in po/POTFILES.in with the
# same xgettext options meson's i18n.gettext(preset: 'glib') uses.  xgettext
# picks the language of each file from its name, looking through trailing
# ".in" suffixes: C sources, GtkBuilder .ui files, the .desktop.in.in file,
# the .metainfo.xml.in.in file and the .gschema.xml.in file all extract
# through its built-in parsers and ITS rules; the rules files data/rules/*.xml
# through po/its/umpire-rules.its (GETTEXTDATADIRS points at po/, as meson's
# data_dirs does).  The template is merged with
# PO_FILE, and the check fails (exit 1) when any message is untranslated or
# fuzzy after the merge, listing each such msgid, or when msgfmt --check
# --check-format rejects the catalog.  Exit 2 means a usage or tool error.
#
# Environment: XGETTEXT, MSGMERGE, MSGATTRIB, MSGFMT override the tools.

set -euo pipefail

usage() {
    echo "usage: $0 SOURCE_ROOT PO_FILE" >&2
    exit 2
}

[ $# -eq 2 ] || usage

srcroot=$1
po=$2

XGETTEXT=${XGETTEXT:-xgettext}
MSGMERGE=${MSGMERGE:-msgmerge}
MSGATTRIB=${MSGATTRIB:-msgattrib}
MSGFMT=${MSGFMT:-msgfmt}

if [ ! -d "$srcroot" ] || [ ! -f "$srcroot/po/POTFILES.in" ]; then
    echo "$0: $srcroot/po/POTFILES.in not found" >&2
    exit 2
fi
srcroot=$(cd "$srcroot" && pwd)

if [ ! -f "$po" ] && [ -f "$srcroot/$po" ]; then
    po=$srcroot/$po
fi
if [ ! -f "$po" ]; then
    echo "$0: $po not found" >&2
    exit 2
fi
po=$(cd "$(dirname "$po")" && pwd)/$(basename "$po")

for tool in "$XGETTEXT" "$MSGMERGE" "$MSGATTRIB" "$MSGFMT"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$0: $tool not found (install gettext)" >&2
        exit 2
    fi
done

tmpdir=$(mktemp -d)
trap 'rm -rf "$tmpdir"' EXIT

# Every listed file must exist: a missing one would silently drop strings.
missing=0
while IFS= read -r line || [ -n "$line" ]; do
    line=${line%%#*}
    line=$(printf '%s' "$line" | tr -d '[:space:]')
    [ -n "$line" ] || continue
    if [ ! -f "$srcroot/$line" ]; then
        echo "$0: po/POTFILES.in lists $line, which does not exist" >&2
        missing=1
    fi
done < "$srcroot/po/POTFILES.in"
[ "$missing" -eq 0 ] || exit 1

# 1. Extract a fresh template, as meson's update-pot target does.
if ! (cd "$srcroot" && GETTEXTDATADIRS="$srcroot/po${GETTEXTDATADIRS:+:$GETTEXTDATADIRS}" "$XGETTEXT" \
        --package-name=umpire \
        --from-code=UTF-8 \
        --keyword=_ --keyword=N_ \
        --keyword=C_:1c,2 --keyword=NC_:1c,2 \
        --keyword=g_dngettext:2,3 \
        --add-comments=Translators \
        -f po/POTFILES.in \
        -o "$tmpdir/umpire.pot"); then
    echo "$0: xgettext failed" >&2
    exit 2
fi

if [ ! -f "$tmpdir/umpire.pot" ]; then
    # xgettext writes no file when there is nothing to translate.
    echo "$0: no translatable strings found" >&2
    exit 2
fi

# The data files must have contributed: make sure xgettext understood them.
for f in $(grep -E '^[^#[:space:]].*\.(desktop|metainfo\.xml|appdata\.xml|gschema\.xml)(\.in)*$|^data/rules/[^/]*\.xml$' \
               "$srcroot/po/POTFILES.in" || true); do
    if ! grep -q "^#:.*[[:space:]]$f:" "$tmpdir/umpire.pot" \
        && ! grep -q "^#: $f:" "$tmpdir/umpire.pot"; then
        echo "$0: no strings extracted from $f (xgettext did not recognise it?)" >&2
        exit 2
    fi
done

status=0

# 2. The catalog itself must be valid.
if ! "$MSGFMT" --check --check-format -o /dev/null "$po"; then
    echo "$0: msgfmt --check --check-format failed on $po" >&2
    status=1
fi

# 3. Merge and look for anything untranslated or fuzzy.
if ! "$MSGMERGE" --quiet --previous -o "$tmpdir/merged.po" "$po" "$tmpdir/umpire.pot"; then
    echo "$0: msgmerge failed" >&2
    exit 2
fi

if ! "$MSGFMT" --check --check-format -o /dev/null "$tmpdir/merged.po"; then
    echo "$0: msgfmt --check --check-format failed on the merged catalog" >&2
    status=1
fi

"$MSGATTRIB" --force-po --no-obsolete --no-wrap -o "$tmpdir/live.po" "$tmpdir/merged.po"

# Walk the live entries: an entry is incomplete when it is flagged fuzzy or
# when any of its msgstr / msgstr[N] is empty.  The header is skipped.
LC_ALL=C awk '
function unquote(s) {
    sub(/^[^"]*"/, "", s)
    sub(/"[[:space:]]*$/, "", s)
    return s
}
function finish() {
    if (have && !(ctx == "" && id == "")) {
        why = ""
        if (fuzzy) why = "fuzzy"
        else if (empty) why = "untranslated"
        if (why != "") {
            label = (ctx != "") ? ctx "|" id : id
            printf "  [%s] \"%s\"\n", why, label
            bad++
        }
    }
    have = 0; fuzzy = 0; empty = 0; ctx = ""; id = ""; field = ""; str = ""; instr = 0
}
function close_field() {
    if (instr && str == "") empty = 1
    instr = 0; str = ""
}
BEGIN { bad = 0; have = 0; fuzzy = 0; empty = 0 }
/^[[:space:]]*$/ { close_field(); finish(); next }
/^#,/ { if ($0 ~ /fuzzy/) fuzzy = 1; next }
/^#/ { next }
/^msgctxt / { close_field(); have = 1; field = "ctx"; ctx = unquote($0); next }
/^msgid_plural / { close_field(); field = "idp"; next }
/^msgid / { close_field(); have = 1; field = "id"; id = unquote($0); next }
/^msgstr/ { close_field(); field = "str"; instr = 1; str = unquote($0); next }
/^"/ {
    if (field == "ctx") ctx = ctx unquote($0)
    else if (field == "id") id = id unquote($0)
    else if (field == "str") str = str unquote($0)
    next
}
END {
    close_field(); finish()
    if (bad > 0) {
        printf "%d message(s) untranslated or fuzzy\n", bad
        exit 1
    }
}
' "$tmpdir/live.po" > "$tmpdir/report" || {
    echo "$0: $(basename "$po") is incomplete against the current sources:" >&2
    cat "$tmpdir/report" >&2
    status=1
}

if [ "$status" -eq 0 ]; then
    total=$(grep -c '^msgid ' "$tmpdir/umpire.pot" || true)
    echo "$(basename "$po"): complete, $((total - 1)) messages translated"
fi
exit "$status"

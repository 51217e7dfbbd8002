#!/usr/bin/env python3
"""Writes the app's schema again as a relocatable one, ID.Previous, with its
keys and types and no path: the app reads the settings an umpire kept under
its previous id (the old path) through it, once (umpire-settings-migration.c).

Usage: previous-schema.py INPUT.gschema.xml OUTPUT.gschema.xml"""

import sys
import xml.etree.ElementTree as ET

tree = ET.parse(sys.argv[1])
for schema in tree.getroot().findall("schema"):
    schema.set("id", schema.get("id") + ".Previous")
    schema.attrib.pop("path", None)
    for key in schema.findall("key"):
        # Nothing of it is shown: no text for translators.
        for text in key.findall("summary") + key.findall("description"):
            key.remove(text)
tree.getroot().attrib.pop("gettext-domain", None)
tree.write(sys.argv[2], encoding="UTF-8", xml_declaration=True)

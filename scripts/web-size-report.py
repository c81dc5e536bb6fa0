#!/usr/bin/env python3
"""What makes the web build's compiled script big: sums GWT's size report by package and by class.

Build with the report first (a normal build does not write it):
    mvn -B -pl core,html package -DskipTests -Pcompile-report
then:
    scripts/web-size-report.py [html/target/gwt-extra/html/soycReport/stories0.xml.gz] [--top 30] [--fragment 0]

Fragment 0 is the script the page starts with; the others are parts split off with GWT.runAsync (level.TmjMaps).
"""
import argparse
import collections
import gzip
import re

SIZE = re.compile(r'<size type="(\w+)" ref="([^"]*)" size="(\d+)"')
FRAGMENT = re.compile(r'<sizemap fragment="(\d+)" size="(\d+)">')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("stories", nargs="?", default="html/target/gwt-extra/html/soycReport/stories0.xml.gz")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--fragment", type=int, default=0,
                        help="0: the script the page starts with (default); N: a part split off (deferredjs/.../N); -1: all")
    args = parser.parse_args()
    with gzip.open(args.stories, "rt", encoding="utf-8") as f:
        text = f.read()
    parts = re.split(r'(?=<sizemap fragment=)', text)
    print("fragments: " + ", ".join("%s: %s bytes" % m for m in FRAGMENT.findall(text)))
    if args.fragment >= 0:
        text = "".join(p for p in parts if p.startswith('<sizemap fragment="%d"' % args.fragment))
    kinds, packages, classes, methods = (collections.Counter() for _ in range(4))
    for kind, ref, size in SIZE.findall(text):
        size = int(size)
        kinds[kind] += size
        if kind in ("method", "type", "field"):
            cls = ref.split("::")[0]
            packages[cls.rsplit(".", 1)[0] if "." in cls else cls] += size
            classes[cls] += size
            if kind == "method":
                methods[ref] += size
    print("bytes by kind: " + ", ".join("%s %d" % kv for kv in kinds.most_common()))
    print("\nbytes by package:")
    for name, size in packages.most_common(args.top):
        print("%8d  %s" % (size, name))
    print("\nbytes by class:")
    for name, size in classes.most_common(args.top):
        print("%8d  %s" % (size, name))
    print("\nbytes by method:")
    for name, size in methods.most_common(args.top):
        print("%8d  %s" % (size, name))


if __name__ == "__main__":
    main()

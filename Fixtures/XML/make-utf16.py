#!/usr/bin/env python3
# Regenerates the UTF-16 fixtures used by XMLEncodingTests: the same small plist as UTF-16 LE
# and BE with a byte-order mark, LE without one (XML 1.0 Appendix F detection), a UTF-16 file
# that declares UTF-8, and a UTF-8 file that declares UTF-16 (both rejected).
doc = '''<?xml version="1.0" encoding="UTF-16"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>名字</key>
\t<string>九宫格 😀</string>
\t<key>count</key>
\t<integer>12</integer>
</dict>
</plist>
'''
open('utf16le-bom.plist', 'wb').write(b'\xff\xfe' + doc.encode('utf-16-le'))
open('utf16be-bom.plist', 'wb').write(b'\xfe\xff' + doc.encode('utf-16-be'))
open('utf16le-nobom.plist', 'wb').write(doc.encode('utf-16-le'))
open('utf16-declares-utf8.plist', 'wb').write(b'\xff\xfe' + doc.replace('UTF-16', 'UTF-8').encode('utf-16-le'))
open('utf8-declares-utf16.plist', 'wb').write(doc.encode('utf-8'))

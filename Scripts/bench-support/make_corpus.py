#!/usr/bin/env python3
"""Writes the benchmark corpus deterministically (fixed seed) into the folder given as argv[1]:

records.xml / records.json / records.bplist — 100 000 records shaped like the seeds
  {answer, title, icon, options: [4 strings], id: Int, score: Double, checked: Bool,
   createdAt: Date, thumbnail: Data (24 bytes), column: {columnName, columnImgName, columnClassName}}
small/NNNN.plist — 2 000 small app.plist-shaped files (12 {name, icon} dicts each).
apple/NNNN-Info.plist — 2 000 small Info.plists of an iOS app target (22 keys: identity and
  versions as build-setting references, usage descriptions, orientations, a URL scheme), which
  plist-lint checks against its built-in info-plist schema by their name.

The XML is written by plistlib (tab-indented, as Xcode writes); JSON dates are ISO 8601 with Z and
data is base64, as JSONDecoder's .iso8601 / .base64 strategies expect.
"""
import base64, datetime, json, os, plistlib, random, sys

COUNT = int(os.environ.get("BENCH_RECORDS", "100000"))
out = sys.argv[1]
os.makedirs(os.path.join(out, "small"), exist_ok=True)
rng = random.Random(20261130)
WORDS = ["百度", "新浪", "腾讯", "网易", "搜狐", "question", "answer", "option", "column", "image",
         "九宫格", "应用", "首页", "消息", "发现", "我的", "lorem", "ipsum", "dolor", "amet"]
COLUMNS = [("首页", "tabbar_home", "LFHomeViewController"), ("消息", "tabbar_message", "LFMessageViewController"),
           ("发现", "tabbar_discover", "LFDiscoverViewController"), ("我", "tabbar_profile", "LFProfileViewController"),
           ("更多", "tabbar_more", "LFMoreViewController")]
epoch = datetime.datetime(2001, 1, 1, tzinfo=datetime.timezone.utc)

def words(n):
    return " ".join(rng.choice(WORDS) for _ in range(n))

records = []
for i in range(COUNT):
    c = COLUMNS[rng.randrange(len(COLUMNS))]
    records.append({
        "answer": words(2), "title": words(6), "icon": "icon_%05d" % rng.randrange(100000),
        "options": [words(2) for _ in range(4)],
        "id": rng.randrange(1, 2**53), "score": round(rng.uniform(0, 1000), 3),
        "checked": rng.random() < 0.5,
        "createdAt": epoch + datetime.timedelta(seconds=rng.randrange(0, 800_000_000)),
        "thumbnail": bytes(rng.randrange(256) for _ in range(24)),
        "column": {"columnName": c[0], "columnImgName": c[1], "columnClassName": c[2]},
    })

def naive(r):
    r = dict(r)
    r["createdAt"] = r["createdAt"].replace(tzinfo=None)
    return r

plain = [naive(r) for r in records]
with open(os.path.join(out, "records.xml"), "wb") as f:
    plistlib.dump(plain, f, fmt=plistlib.FMT_XML, sort_keys=False)
with open(os.path.join(out, "records.bplist"), "wb") as f:
    plistlib.dump(plain, f, fmt=plistlib.FMT_BINARY, sort_keys=False)

def to_json(r):
    r = dict(r)
    r["createdAt"] = r["createdAt"].strftime("%Y-%m-%dT%H:%M:%SZ")
    r["thumbnail"] = base64.b64encode(r["thumbnail"]).decode()
    return r

with open(os.path.join(out, "records.json"), "w", encoding="utf-8") as f:
    json.dump([to_json(r) for r in records], f, ensure_ascii=False, indent=2)

for n in range(2000):
    app = [{"name": words(1), "icon": "icon_%02d" % k} for k in range(12)]
    with open(os.path.join(out, "small", "%04d.plist" % n), "wb") as f:
        plistlib.dump(app, f, fmt=plistlib.FMT_XML)

os.makedirs(os.path.join(out, "apple"), exist_ok=True)
for n in range(2000):
    info = {
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleDisplayName": "App %04d" % n,
        "CFBundleExecutable": "$(EXECUTABLE_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": "$(PRODUCT_NAME)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "CFBundleShortVersionString": "1.%d.%d" % (n % 10, n % 7),
        "CFBundleVersion": str(100 + n), "LSRequiresIPhoneOS": True,
        "CFBundleURLTypes": [{"CFBundleURLName": "com.example.app%04d" % n, "CFBundleURLSchemes": ["app%04d" % n]}],
        "NSCameraUsageDescription": words(8), "NSPhotoLibraryUsageDescription": words(8),
        "NSLocationWhenInUseUsageDescription": words(8),
        "UIApplicationSupportsIndirectInputEvents": True, "UILaunchStoryboardName": "LaunchScreen",
        "UIRequiredDeviceCapabilities": ["armv7"], "UIRequiresFullScreen": False,
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                                                  "UIInterfaceOrientationLandscapeRight"],
        "ITSAppUsesNonExemptEncryption": False, "AppGroupIdentifier": "group.com.example.app%04d" % n,
    }
    with open(os.path.join(out, "apple", "%04d-Info.plist" % n), "wb") as f:
        plistlib.dump(info, f, fmt=plistlib.FMT_XML, sort_keys=False)

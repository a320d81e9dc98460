// The one wall between PlistKit and libxml2, off Apple platforms.
//
// Where the headers come from: on Linux (and any non-Apple system) pkg-config's libxml-2.0
// gives -I/usr/include/libxml2, so <libxml/parser.h> resolves, and module.modulemap links
// libxml2 ("link xml2"). On Apple platforms this module is not used: the SDK ships libxml2
// (headers in $SDKROOT/usr/include/libxml2, no pkg-config) with its own Clang module named
// `libxml2`, which PlistKit's sources import when CLibXML2 cannot be imported
// (`#if canImport(CLibXML2) … #else internal import libxml2`); Package.swift makes PlistKit
// depend on this module only for non-Apple platforms. This is how Kanna and Fuzi have worked
// since Xcode 12 (their Package.swift depends on their own libxml2 system module on Linux only).
//
// Debian's libxml2 is built with ICU support, and its <libxml/encoding.h> then includes
// <unicode/ucnv.h>. Importing ICU's C headers next to Foundation (which carries its own ICU)
// fails with "'UErrorCode' has different definitions in different modules". PlistKit never
// uses libxml2's ICU converters, so the flag is switched off before any other header is read.
#ifndef PLISTKIT_CLIBXML2_SHIM_H
#define PLISTKIT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>

#endif

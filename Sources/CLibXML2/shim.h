// The one wall between PlistKit and libxml2.
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

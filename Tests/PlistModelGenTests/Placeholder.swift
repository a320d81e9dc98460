// PLACEHOLDER — replaced by the plist-lint work.

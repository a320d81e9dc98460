/// What PlistBuddy's `Help` command prints, for `plist-edit`'s command language.
enum BuddyHelp {
    /// The command and entry summary.
    static let text = """
    Commands (names in any letter case):
        Help - Prints this information
        Exit - Stops the script; changes since the last Save are not written
        Save - Saves the changes so far (written when the whole script succeeds)
        Revert - Goes back to the last saved state
        Clear [<Type>] - Replaces the root by an empty <Type> (default dict)
        Print [<Entry>] - Prints the value of <Entry>, or the whole file
        Set <Entry> <Value> - Sets the scalar at <Entry> to <Value>, read as its type
        Add <Entry> <Type> [<Value>] - Adds <Entry> with type <Type> and value <Value>
        Copy <EntrySrc> <EntryDst> - Copies <EntrySrc> to a new <EntryDst>
        Delete <Entry> - Deletes <Entry>
        Merge <file.plist> [<Entry>] - Adds the contents of file.plist to <Entry>
        Import <Entry> <file> - Sets or adds <Entry> as data holding the bytes of <file>

    Entries are key names and 0-based array indices separated by colons:
        :CFBundleShortVersionString
        :CFBundleDocumentTypes:2:CFBundleTypeExtensions
        :CFBundleDocumentTypes:   (the end of the array, for Add, Copy and Import)

    Types: string array dict bool real integer date data

    """
}

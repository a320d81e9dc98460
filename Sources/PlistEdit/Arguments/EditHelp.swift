/// `plist-edit -help`.
enum EditHelp {
    /// The help text, printed to standard output (exit status 0).
    static let text = """
    plist-edit: edit property lists, changing only the bytes of the values you touch.

    plutil's verbs (one per invocation; -lint is the default):
     -lint                          check that each file reads
     -p                             print in a human-readable layout (not for machine parsing)
     -type KEYPATH [-expect TYPE]   print the type of the value at KEYPATH
     -extract KEYPATH FMT [-expect TYPE]
                                    write the value at KEYPATH as a document of FMT (xml1,
                                    binary1, json, openstep) over the file (or to -o), or as
                                    plain text to standard output (raw)
     -insert KEYPATH -TYPE VALUE [-append]
                                    add a value (an array index inserts before it; -append
                                    adds to the end of the array at KEYPATH)
     -replace KEYPATH -TYPE VALUE   set a value, adding a missing last key
     -remove KEYPATH                remove a key or an array element
     -convert FMT                   rewrite each file in FMT (Apple's exact form)
     -create FMT                    create a file holding an empty dictionary
     TYPE: -bool -integer -float -string -date -data -xml -json (a value follows),
           -array -dictionary (no value)

    PlistBuddy's commands:
     -c COMMAND [-c COMMAND ...] FILE
                                    run the commands in order, then save; with no -c, read a
                                    script from standard input (saved by its Save commands).
                                    All or nothing: a failing command writes nothing.
                                    Print [Entry], Set Entry Value, Add Entry Type [Value],
                                    Delete Entry, Copy Src Dst, Merge File [Entry],
                                    Import Entry File, Clear [Type], Save, Revert, Exit, Help
     -x                             Print writes an XML property list

    Options:
     -o PATH   write the result to PATH instead of the file (- for standard output); an
               existing regular file there is replaced, a symbolic link or folder refused
     -e EXT    with -convert, write FILE with its extension replaced by EXT
     -s        print nothing on success
     -r        write JSON in human-readable form
     -n        no newline after raw output
     --        all further arguments are files

    KEYPATH is plutil's dotted form (a.b.0, with \\. for a dot inside a key) or, when it holds
    a "[", PlistKit's notation as plist-lint prints it (images["0.jpg"], [1].options).
    Entry is PlistBuddy's form: :CFBundleDocumentTypes:0:CFBundleTypeName.
    Exit status: 0 on success, 1 on any failure.

    """
}

/// Hands out unique names in the order they are asked for: the first request for a name gets
/// it, later requests get `name2`, `name3`, … (the first free one). Deterministic: the same
/// sequence of requests always yields the same names.
///
/// Case 030: `user_id` and a later `userId` both want `userId`; the second gets `userId2`.
/// Dropping either key (R.swift #629) is never an option.
///
/// Cost: amortised O(length of the name) per claim. The next number to try is remembered per
/// name, so 20 000 keys that all sanitise to `a` take linear, not quadratic, time (issue 15 #12).
package struct IdentifierPool: Sendable {
    private var used: Set<String>
    private var nextNumber: [String: Int] = [:]

    /// A pool in which `reserved` are already taken.
    package init(reserved: Set<String> = []) { used = reserved }

    /// Whether `name` has been handed out or reserved.
    package func contains(_ name: String) -> Bool { used.contains(name) }

    /// Marks `name` as taken without handing it out (a no-op when it already is).
    package mutating func reserve(_ name: String) { used.insert(name) }

    /// `name` if free, else `name2`, `name3`, …; the returned name is then taken.
    package mutating func claim(_ name: String) -> String {
        if used.insert(name).inserted { return name }
        var n = nextNumber[name] ?? 2
        while used.contains(name + String(n)) { n += 1 }
        nextNumber[name] = n + 1
        let unique = name + String(n)
        used.insert(unique)
        return unique
    }
}

import Foundation
import Testing
@testable import PlistKit

/// The one runner of deep recursions (the schema importer, the validator, a deep decode):
/// the work runs on a thread of its own with a 16 MiB stack, and where no thread can start it
/// runs at once on the caller's thread under the small budget — never waited for.
@Suite struct DeepStackTests {
    @Test func theWorkRunsOnAThreadWithTheDeepStack() {
        let caller = pthread_self()
        let (limit, onAnotherThread, stack) = DeepStack.run { limit in
            (limit, pthread_equal(pthread_self(), caller) == 0, StackDepthGuard().remaining)
        }
        #expect(limit == DeepStack.budget)
        #expect(onAnotherThread)
        #expect(stack > DeepStack.stackSize - (1 << 20) && stack <= DeepStack.stackSize, "\(stack) bytes left")
    }

    /// A stack no system can map (4 EiB): `pthread_create` fails, and the work runs here.
    @Test func whenNoThreadStartsTheWorkRunsOnTheCallersThreadUnderTheSmallBudget() {
        let caller = pthread_self()
        let (limit, onTheCaller) = DeepStack.run(stackSize: 1 << 62) { limit in
            (limit, pthread_equal(pthread_self(), caller) != 0)
        }
        #expect(limit == StackBudget.fallbackLimit)
        #expect(onTheCaller)
    }

    @Test func anErrorOfTheWorkIsRethrownToTheCaller() {
        struct Failure: Error, Equatable {}
        #expect(throws: Failure()) { try DeepStack.run { _ -> Int in throw Failure() } }
    }
}

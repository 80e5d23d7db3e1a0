import Foundation
@testable import StoryflowCommand
import Testing

@Suite struct RenderWorkerTests {
    private let request = RenderJob.Request(formats: ["svg"], dpi: 96, maximumPNGPixels: nil)

    private func shell(_ script: String) async throws -> RenderWorker {
        try await RenderWorker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
    }

    @Test func theWorkerDrawsTheDOTItIsGivenOneRequestAfterAnother() async throws {
        let worker = try await RenderWorker(executable: StoryflowProcess.executable)
        defer { worker.finish() }
        for name in ["first", "second"] {
            let answer = try worker.render(request, dot: Data("digraph { \(name) -> done }".utf8), timeout: 60).get()
            #expect(answer.header.error == nil)
            #expect(answer.payloads.count == 1)
            #expect(String(decoding: answer.payloads[0], as: UTF8.self).contains("<title>\(name)</title>"))
        }
        #expect(worker.isUsable)
    }

    @Test func aRenderErrorComesBackWordedAsInProcess() async throws {
        let worker = try await RenderWorker(executable: StoryflowProcess.executable)
        defer { worker.finish() }
        let answer = try worker.render(request, dot: Data("digraph { a -> -> b }".utf8), timeout: 60).get()
        #expect(answer.header.error?.hasPrefix("the DOT text is invalid: syntax error in line 1") == true)
        #expect(answer.payloads.isEmpty)
        #expect(worker.isUsable, "an error in one render leaves the worker usable")
    }

    @Test func aWorkerKilledByASignalIsACrash() async throws {
        let worker = try await shell("kill -SEGV $$")
        #expect(worker.render(request, dot: Data(), timeout: 10) == .failure(.crashed(signal: SIGSEGV)))
        #expect(!worker.isUsable)
        #expect(ProcessSignal.description(of: SIGSEGV) == "SIGSEGV, Segmentation fault")
    }

    @Test func aWorkerPastTheTimeLimitIsKilledEvenWhenItIgnoresTerminate() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("finished-\(UUID().uuidString)")
        let worker = try await shell("trap '' TERM; sleep 3; touch '\(marker.path)'")
        #expect(worker.render(request, dot: Data(), timeout: 0.2) == .failure(.timedOut))
        try await Task.sleep(for: .seconds(3.5))
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the worker went on after the time limit")
    }

    @Test func aWorkerThatExitsOrAnswersGarbageIsBroken() async throws {
        #expect(try await shell("exit 3").render(request, dot: Data(), timeout: 10) == .failure(.broken("the layout worker exited with status 3")))
        let garbage = try await shell("echo nonsense; sleep 10").render(request, dot: Data(), timeout: 30)
        #expect(garbage == .failure(.broken("the layout worker's answer is unreadable: unreadable message header 'nonsense'")))
    }

    @Test func messagesKeepTheirPayloadsByteForByte() throws {
        // The last payload is many times a pipe's buffer: it arrives in pieces, partly with the header line.
        let big = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let payloads = [Data("digraph { \"a\\n\" }\n".utf8), Data(), Data([0, 10, 255, 13]), big]
        let message = WorkerMessage(header: RenderJob.Response(warnings: ["using box for unknown shape foo"]), payloads: payloads)
        let pipe = Pipe()
        let writer = Thread {
            try? message.write(to: pipe.fileHandleForWriting)
            try? message.write(to: pipe.fileHandleForWriting)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let reader = PipeReader(pipe.fileHandleForReading)
        for _ in 0..<2 {
            let read = try #require(try WorkerMessage<RenderJob.Response>.read(from: reader))
            #expect(read.header == message.header)
            #expect(read.payloads == payloads)
        }
        #expect(try WorkerMessage<RenderJob.Response>.read(from: reader) == nil)
    }

    @Test func aHeaderAnnouncingAnImpossiblePayloadIsMalformed() throws {
        for size in ["-1", "99999999999999"] {
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: Data("{\"payloadSizes\":[\(size)],\"header\":{\"warnings\":[],\"dpis\":[]}}\n".utf8))
            try pipe.fileHandleForWriting.close()
            #expect(throws: WorkerMessageError.malformedHeader("{\"payloadSizes\":[\(size)],\"header\":{\"warnings\":[],\"dpis\":[]}}")) {
                try WorkerMessage<RenderJob.Response>.read(from: PipeReader(pipe.fileHandleForReading))
            }
        }
    }
}

@Suite struct RenderPlanTests {
    @Test func severalFlowsGoToAsManyWorkersAsJobsAllowed() {
        let plan = RenderPlan(sceneCounts: [10, 20, 30], jobs: 2, isolationThreshold: 200, isolatesEveryFlow: false, drawsWithGraphviz: true)
        #expect(plan.usesWorker == [true, true, true])
        #expect(plan.workerCount == 2)
        #expect(plan.window == 4)
        #expect(!plan.rendersInProcess)
    }

    @Test func oneJobLaysOutSmallFlowsHereAndBigOnesInOneWorker() {
        let plan = RenderPlan(sceneCounts: [10, 500, 30], jobs: 1, isolationThreshold: 200, isolatesEveryFlow: false, drawsWithGraphviz: true)
        #expect(plan.usesWorker == [false, true, false])
        #expect(plan.workerCount == 1)
        #expect(plan.window == 1)
    }

    @Test func oneSmallFlowStaysInProcessUnlessATimeLimitIsGiven() {
        let small = RenderPlan(sceneCounts: [100], jobs: 2, isolationThreshold: 200, isolatesEveryFlow: false, drawsWithGraphviz: true)
        #expect(small.usesWorker == [false] && small.workerCount == 0)
        let limited = RenderPlan(sceneCounts: [100], jobs: 2, isolationThreshold: 200, isolatesEveryFlow: true, drawsWithGraphviz: true)
        #expect(limited.usesWorker == [true] && limited.workerCount == 1)
    }

    @Test func onlyDOTSourceNeedsNoWorker() {
        let plan = RenderPlan(sceneCounts: [10, 5000], jobs: 2, isolationThreshold: 200, isolatesEveryFlow: true, drawsWithGraphviz: false)
        #expect(plan.usesWorker == [false, false] && plan.workerCount == 0)
    }
}

@Suite struct OrderedBatchTests {
    @Test func resultsArriveInOrderWhateverOrderTheWorkFinishesIn() async throws {
        var finished: [Int] = []
        try await OrderedBatch.run(count: 8, window: 4) { index in
            try await Task.sleep(for: .milliseconds((8 - index) * 5))
            return index * index
        } finish: { index, square in
            #expect(square == index * index)
            finished.append(index)
        }
        #expect(finished == Array(0..<8))
    }

    @Test func aSlowFirstPieceHoldsBackNoMoreThanTheWindow() async throws {
        let started = LockedValue<[Int]>([])
        try await OrderedBatch.run(count: 10, window: 3) { index in
            started.withLock { $0.append(index) }
            if index == 0 { try await Task.sleep(for: .milliseconds(300)) }
            return index
        } finish: { index, _ in
            // Until the first piece is written, only the window's pieces have started.
            if index == 0 { #expect(started.withLock { $0.count } == 3) }
        }
        #expect(started.withLock { $0.count } == 10)
    }

    @Test func theFirstErrorInOrderStopsTheBatchAfterTheEarlierResults() async {
        struct Failed: Error, Equatable { let index: Int }
        var finished: [Int] = []
        await #expect(throws: Failed(index: 2)) {
            try await OrderedBatch.run(count: 6, window: 3) { index in
                if index == 2 || index == 4 { throw Failed(index: index) }
                return index
            } finish: { index, _ in
                finished.append(index)
            }
        }
        #expect(finished == [0, 1])
    }
}

/// A worker answers, then frees its layout, then says it is done: one that ends in between loses no render.
@Suite struct WorkerDoneTests {
    private let request = RenderJob.Request(formats: ["svg"], dpi: 96, maximumPNGPixels: nil)

    @Test func aWorkerThatEndsAfterItsAnswerFailsTheNextRequestBeforeSendingIt() async throws {
        // Answers one request with "abc", then exits without saying it is done.
        let script = #"read line; printf '{"header":{"warnings":[],"dpis":[null]},"payloadSizes":[3]}\nabc'; exit 0"#
        let worker = try await RenderWorker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        let answer = try worker.render(request, dot: Data(), timeout: 10).get()
        #expect(answer.payloads == [Data("abc".utf8)])
        #expect(worker.render(request, dot: Data(), timeout: 10) == .failure(.endedAfterLastAnswer))
        #expect(!worker.isUsable)
    }

    @Test func theRealWorkerSaysItIsDoneAfterEachRenderAndAfterAnError() async throws {
        let worker = try await RenderWorker(executable: StoryflowProcess.executable)
        defer { worker.finish() }
        for dot in ["digraph { a -> b }", "digraph { a -> -> b }", "digraph { c -> d }"] {
            #expect(throws: Never.self) { try worker.render(request, dot: Data(dot.utf8), timeout: 60).get() }
        }
        #expect(worker.isUsable)
    }
}

extension WorkerDoneTests {
    /// A worker frees its last layout after answering, so it may end while idle: the next render
    /// goes to a new worker. Here the worker started ahead of any render is killed first, and either
    /// left for the pool to reap or reaped by someone else, as code that waits for any child would.
    @Test(arguments: [false, true])
    func aWorkerThatEndedWhileIdleIsReplaced(reapedElsewhere: Bool) async throws {
        let pool = RenderWorkerPool(executable: StoryflowProcess.executable, size: 1)
        try await pool.prepare(count: 1)
        let idle = try #require(await pool.idleProcessIDs.first)
        kill(idle, SIGKILL)
        if reapedElsewhere {
            var status: Int32 = 0
            while waitpid(idle, &status, 0) < 0 && errno == EINTR {}
        } else {
            // Dead once it can be waited for (or gone, should another part of this test process have
            // reaped it). A zombie in /proc is not enough: a killed process's other threads may still be
            // ending, and until they have, the system does not report it ended.
            func isDead() -> Bool {
                var info = siginfo_t()
                guard waitid(P_PID, id_t(idle), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
                return info._sifields._kill.si_pid == idle
            }
            let deadline = Date().addingTimeInterval(10)
            while !isDead() && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
            try #require(isDead(), "the killed worker \(idle) is still running")
        }
        let answer = try await pool.render(request, dot: Data("digraph { after -> kill }".utf8), timeout: 60).get()
        #expect(String(decoding: answer.payloads[0], as: UTF8.self).contains("<title>after</title>"))
        #expect(await pool.idleProcessIDs.count == 1)
        #expect(await pool.idleProcessIDs != [idle])
        await pool.shutDown()
    }
}

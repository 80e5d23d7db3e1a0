import Foundation
import Storyflow
@testable import StoryflowCommand
import Testing

/// A team's own flows behind the reusable command, run in-process.
@Suite struct StoryflowCLITests {
    private func checkout() throws -> Flow {
        try Flow("Checkout") {
            NavigationController("CartNav", initial: true) {
                TableViewController("Cart", class: "CartViewController") {
                    NavigationItem("Cart")
                        .right { BarButton("Pay").segue(.present, to: "Payment", identifier: "pay") }
                    Prototype("LineItem", style: .rightDetail)
                }
            }
            ViewController("Payment", class: "PaymentViewController") {
                Button("Cancel").unwind(to: "Cart", action: "cancelPayment:")
            }
        }
    }

    @Test func rendersTheTeamsFlows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-lib-\(UUID().uuidString)")
        let code = await StoryflowCLI.run(flows: [try checkout()], arguments: ["render", "--format", "svg", "--output", folder.path])

        #expect(code == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("Checkout.svg"), encoding: .utf8)
        #expect(svg.contains("LineItem") && svg.contains("Pay") && svg.contains("cancelPayment:"))
    }

    @Test func reviewsTheTeamsFlowsAndReportsTheExitCode() async throws {
        let flow = try checkout()
        #expect(await StoryflowCLI.run(flows: [flow], arguments: ["review", "--strict"]) == 0)
        #expect(await StoryflowCLI.run(flows: [flow], arguments: ["render", "Nothing"]) == 1)
        #expect(await StoryflowCLI.run(flows: [flow], arguments: ["render", "--scale", "100"]) == 64)
    }
}

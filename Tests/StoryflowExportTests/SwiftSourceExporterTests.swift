import Storyflow
import StoryflowExport
import Testing

@Suite struct SwiftSourceExporterTests {
    @Test func anEmptyFlowIsAnEmptyFlowDeclaration() throws {
        let flow = try Flow("Empty") {}

        #expect(ExpectedSource.exported(flow) == """
            import Storyflow

            /// Empty, exported by Storyflow.
            func emptyFlow() throws(FlowDefinitionError) -> Flow {
                try Flow("Empty") {}
            }

            """)
    }

    @Test func aSceneWithoutContentHasNoClosure() throws {
        let flow = try Flow("One") { ViewController("Home", initial: true) }

        #expect(ExpectedSource.exported(flow) == """
            import Storyflow

            /// One, exported by Storyflow.
            func oneFlow() throws(FlowDefinitionError) -> Flow {
                try Flow("One") {
                    ViewController("Home", initial: true)
                }
            }

            """)
    }

    @Test func theDeviceFollowsTheFlowName() throws {
        let flow = try Flow("Pad", device: .pad) {}

        #expect(ExpectedSource.exported(flow) == """
            import Storyflow

            /// Pad, exported by Storyflow.
            func padFlow() throws(FlowDefinitionError) -> Flow {
                try Flow("Pad", device: .pad) {}
            }

            """)
    }

    @Test func theFlowNameIsEscapedInTheDocCommentAndTheLiteral() throws {
        let flow = try Flow("A \"B\"\n\\(c)") {}

        #expect(ExpectedSource.exported(flow) == #"""
            import Storyflow

            /// A \"B\"\n\\(c), exported by Storyflow.
            func aBCFlow() throws(FlowDefinitionError) -> Flow {
                try Flow("A \"B\"\n\\(c)") {}
            }

            """#)
    }

    @Test func lossesAreCommentedAboveTheirSceneAndListedInThatOrder() {
        let flow = Flow(
            name: "Lossy",
            scenes: [
                Scene(id: "Window", kind: .other),
                Scene(id: "Home", content: SceneContent(navigationBar: NavigationBar(title: "Home"))),
            ],
            segues: [Segue(id: "orphan", kind: .unwind, source: "Home", destination: nil, unwind: Unwind(action: "back:"))],
            initialSceneID: "Start"
        )
        let export = SwiftSourceExporter().export(flow)

        #expect(export.source == """
            import Storyflow

            /// Lossy, exported by Storyflow.
            func lossyFlow() throws(FlowDefinitionError) -> Flow {
                // Export loss: the initial scene "Start" is not in the flow; no scene is declared initial
                try Flow("Lossy") {
                    // Export loss: scene "Window": its kind has no DSL declaration; declared as a ViewController
                    ViewController("Window")
                    // Export loss: scene "Home": it has no title; the DSL titles it "Home" from its navigation item
                    // Export loss: segue "orphan" (unwind to nothing): left out; it has no destination
                    ViewController("Home") {
                        NavigationItem("Home")
                    }
                }
            }

            """)
        #expect(export.losses == [
            .initialSceneNotFound("Start"),
            .scene("Window", .declaredAsViewController(.otherKind)),
            .scene("Home", .titleFromNavigationItem("Home")),
            .segue(flow.segues[0], .leftOut(.noDestination)),
        ])
        #expect(export.losses.map(\.sceneID) == [nil, "Window", "Home", "Home"])
    }

    @Test func theDocumentedExampleIsWhatTheExporterWrites() throws {
        let flow = try Flow("Demo") {
            NavigationController("Nav", initial: true) {
                ViewController("Home") { Button("Next").segue(.show, to: "Detail") }
            }
            ViewController("Detail")
        }

        #expect(ExpectedSource.exported(flow) == """
            import Storyflow

            /// Demo, exported by Storyflow.
            func demoFlow() throws(FlowDefinitionError) -> Flow {
                try Flow("Demo") {
                    NavigationController("Nav", initial: true) {
                        ViewController("Home") {
                            Button("Next")
                                .segue(.show, to: "Detail")
                        }
                    }
                    ViewController("Detail")
                }
            }

            """)
    }

    @Test func exportingIsDeterministic() throws {
        let flow = try ShowcaseFlow.flow()

        #expect(SwiftSourceExporter().source(for: flow) == SwiftSourceExporter().source(for: flow))
    }
}

import Storyflow

/// Losses, exported by Storyflow.
func lossesFlow() throws(FlowDefinitionError) -> Flow {
    // Export loss: the initial scene "Nowhere" is not in the flow; no scene is declared initial
    // Export loss: segue "ghost" (show to "Target"): left out; scene "Ghost" is not in the flow
    try Flow("Losses") {
        // Export loss: scene "Other": its kind has no DSL declaration; declared as a ViewController
        ViewController("Other", title: "Window") {
            Label("Hi")
        }
        // Export loss: scene "EmptyNav": a navigation controller without a root scene; declared as a ViewController
        // Export loss: scene "EmptyNav": it has no title; the DSL titles it "Nav Title" from its navigation item
        ViewController("EmptyNav") {
            NavigationItem("Nav Title")
        }
        // Export loss: scene "HalfSplit": a split view controller without both a master and a detail scene; declared as a ViewController
        // Export loss: segue "HalfSplit.master" (relationship to "SplitMaster"): left out; the source cannot hold a child with this role
        ViewController("HalfSplit", title: "Half")
        ViewController("SplitMaster")
        // Export loss: scene "OddTable": a table view controller with views besides its table and header views; declared as a ViewController
        ViewController("OddTable") {
            Label("Above")
            TableView {}
        }
        // Export loss: segue "fromContainer" (show to "Target"): left out; its source is a container or a storyboard reference, which fire no segues in the DSL
        NavigationController("NavA") {
            ViewController("Shared", title: "Shared")
        }
        // Export loss: scene "NavB": a navigation controller without a root scene; declared as a ViewController
        // Export loss: segue "NavB.root" (relationship to "Shared"): left out; the scene is already in another container; a scene has one parent container
        ViewController("NavB")
        NavigationController("CycleA") {
            // Export loss: scene "CycleB": a navigation controller without a root scene; declared as a ViewController
            // Export loss: segue "CycleB.root" (relationship to "CycleA"): left out; the scene contains its own container
            ViewController("CycleB")
        }
        // Export loss: scene "Tabs": its tab bar item is left out; a TabBarController has none
        // Export loss: segue "Tabs.tab2" (relationship to "T2"): its identifier, trigger and presentation are left out; a relationship is declared by nesting
        // Export loss: segue "Tabs.tab2" (relationship to "T2"): declared with role tab 1; tabs are numbered by position
        // Export loss: segue "Tabs.root" (relationship to "Wrong"): left out; the source cannot hold a child with this role
        TabBarController("Tabs") {
            ViewController("T0")
            ViewController("T2")
        }
        // Export loss: scene "Wrong": its reference is left out; only a StoryboardReference has one
        ViewController("Wrong")
        // Export loss: scene "Ref": its navigation item and views are left out; a container or storyboard reference declares no content
        // Export loss: scene "Ref": its custom class is left out; a StoryboardReference has none
        // Export loss: scene "Ref": its storyboard identifier is left out; a StoryboardReference has none
        // Export loss: scene "Ref": its reference is declared unresolved; the DSL does not load other storyboards
        StoryboardReference("Ref", storyboard: "Other", identifier: "Entry")
        // Export loss: scene "Tables": the prototypes of table "sectioned" are declared in one section without titles
        // Export loss: scene "Tables": static table "empty" has no sections; declared as a table without prototypes
        // Export loss: scene "Tables": prototype cell "noReuse" has no reuse identifier; declared with an empty one
        // Export loss: segue "untitledCell" (show to "Target"): the DSL titles its trigger "" from its element
        ViewController("Tables", title: "Tables") {
            TableView {
                Prototype("A")
                Prototype("B")
            }
            TableView {}
            TableView {
                Prototype("")
                    .segue(.show, to: "Target")
            }
        }
        // Export loss: segue "noDestination" (unwind to nothing): left out; it has no destination
        // Export loss: segue "missing" (show to "Missing"): left out; scene "Missing" is not in the flow
        // Export loss: segue "inferred" (unwind to "Target"): its target was ambiguous among "Target", "Tables"; declared as exact
        // Export loss: segue "weirdStyle" (present to "Target"): its presentation is declared as transition "flipHorizontal", animated
        // Export loss: segue "popoverPresentation" (popover to "Target"): its presentation is declared as the default
        // Export loss: segue "anchoredShow" (show to "Target"): its popover anchor is left out; only popovers have one
        // Export loss: segue "classyShow" (show to "Target"): its segue class is left out; only custom segues have one
        // Export loss: segue "unwindShow" (show to "Target"): its unwind action is left out; only unwinds have one
        // Export loss: segue "roleShow" (show to "Target"): its relationship role is left out; only relationships have one
        // Export loss: segue "buttonEmbed" (embed to "Target"): left out; only a container view embeds, once
        // Export loss: segue "secondEmbed" (embed to "Tables"): left out; only a container view embeds, once
        // Export loss: segue "containerShow" (show to "Target"): its trigger containerView "container" cannot fire it in the DSL; declared as a ManualSegue
        // Export loss: segue "classless" (custom to "Target"): left out; a custom segue without its class
        // Export loss: segue "actionless" (unwind to "Target"): left out; an unwind without its action
        // Export loss: segue "gestureOnElement" (show to "Target"): its gesture is declared on the scene, not on "button", titled "Pinch Gesture"
        // Export loss: segue "anonymousManual" (show to "Target"): left out; a ManualSegue needs an identifier
        // Export loss: segue "toolbarItem" (show to "Target"): left out; its trigger barButton "toolbar" titled "Tool" cannot fire it in the DSL and it has no identifier for a ManualSegue
        // Export loss: segue "retitled" (present to "Target"): the DSL titles its trigger "+" from its element
        ViewController("Source") {
            NavigationItem("Source")
                .right {
                    BarButton(.add)
                        .segue(.present, to: "Target")
                }
            Button("Button")
                .unwind(to: "Target", action: "back:")
                .segue(.present(style: nil, transition: .flipHorizontal), to: "Target")
                .segue(.popover, to: "Target")
                .segue(.show, to: "Target")
                .segue(.show, to: "Target")
                .segue(.show, to: "Target")
                .segue(.show, to: "Target")
            ContainerView()
                .embed("Target")
            ManualSegue(.show, to: "Target", identifier: "fromContainer")
            Gesture(.pinch)
                .segue(.show, to: "Target")
        }
        ViewController("Target", title: "Target")
    }
}

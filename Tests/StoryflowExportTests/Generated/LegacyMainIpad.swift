import Storyflow

/// MainStoryboard~ipad, exported by Storyflow.
func legacyMainIpadFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("MainStoryboard~ipad", device: .pad) {
        SplitViewController("5", title: "Split View Controller", initial: true) {
            NavigationController("8", title: "Navigation Controller") {
                // Export loss: scene "15": prototype cell "20" has no reuse identifier; declared with an empty one
                // Export loss: segue "22" (showDetail to "21"): the DSL titles its trigger "" from its element
                TableViewController("15", class: "BedsViewController") {
                    NavigationItem("Beds")
                    Prototype("", style: .custom)
                        .segue(.showDetail, to: "21", identifier: "ShowBed")
                }
            }
        } detail: {
            ViewController("10", title: "DetailViewController", class: "DetailViewController") {
                ToolbarView {
                    BarButton("Tools")
                        .segue(.popover(anchor: "Tools"), to: "32", identifier: "ShowTools")
                }
            }
        }
        ViewController("21", title: "Bed", class: "BedViewController") {
            Label("Tomatoes")
        }
        ViewController("32", title: "ToolsViewController", class: "ToolsViewController")
    }
}

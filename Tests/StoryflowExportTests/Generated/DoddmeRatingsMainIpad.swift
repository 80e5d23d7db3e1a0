import Storyflow

/// MainStoryboard~ipad, exported by Storyflow.
func doddmeRatingsMainIpadFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("MainStoryboard~ipad", device: .pad) {
        ViewController("Anr-xj-XzN", title: "View Controller")
        SplitViewController("LhO-pG-Ebs", title: "Split View Controller", initial: true) {
            NavigationController("Kud-iJ-RHT", title: "Navigation Controller") {
                // Export loss: scene "EQT-Cl-zLg": prototype cell "iDL-oq-Pd3" has no reuse identifier; declared with an empty one
                TableViewController("EQT-Cl-zLg", class: "MasterViewController") {
                    NavigationItem("Root View Controller")
                    Prototype("", style: .custom)
                }
            }
        } detail: {
            ViewController("rkw-cA-B5E", title: "DetailViewController", class: "DetailViewController") {
                ToolbarView {
                    BarButton("Menu")
                        .segue(.popover(anchor: "Menu"), to: "Anr-xj-XzN", identifier: "ShowPopover")
                }
            }
        }
    }
}

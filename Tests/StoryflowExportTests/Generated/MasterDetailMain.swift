import Storyflow

/// Main, exported by Storyflow.
func masterDetailMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main") {
        SplitViewController("H1p-Uh-vWS", title: "Split View Controller", initial: true) {
            NavigationController("RMx-3f-FxP", title: "Master") {
                TableViewController("7bK-jq-Zjz", class: "MasterViewController") {
                    NavigationItem("Master")
                    Prototype("Cell", text: "Title")
                        .segue(.showDetail, to: "vC3-pB-5Vb", identifier: "showDetail")
                }
            }
        } detail: {
            NavigationController("vC3-pB-5Vb", title: "Navigation Controller") {
                ViewController("JEX-9P-axG", class: "DetailViewController") {
                    NavigationItem("Detail")
                    Label("Detail view content goes here")
                }
            }
        }
    }
}

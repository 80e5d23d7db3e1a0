import Storyflow

/// sample, exported by Storyflow.
func parseStoryboardSampleFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("sample") {
        NavigationController("rS3-R9-Ivy", title: "Navigation Controller", initial: true) {
            TableViewController("pGg-6v-bdr", class: "JBWMasterViewController", storyboardID: "JBWMasterViewControllerIdentifier") {
                NavigationItem("Master")
                    .right {
                        BarButton("Tap Me")
                    }
                Prototype("Cell", accessory: .disclosureIndicator, text: "Title")
                    .segue(.show, to: "Ah7-4n-0Wa", identifier: "showDetailIdentifier")
            }
        }
        ViewController("Ah7-4n-0Wa", class: "JBWDetailViewController", storyboardID: "JBWDetailViewControllerIdentifier") {
            NavigationItem("Detail")
            Label("Detail view content goes here")
        }
    }
}

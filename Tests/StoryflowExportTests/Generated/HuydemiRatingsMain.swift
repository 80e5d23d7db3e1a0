import Storyflow

/// Main, exported by Storyflow.
func huydemiRatingsMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        TabBarController("Oal-uc-V8o", title: "Tab Bar Controller", initial: true) {
            StoryboardReference("cdK-y1-yUz", storyboard: "Players", title: "Players", tab: TabBarItem("Item"))
            ViewController("P4Z-cc-qy5", title: "Gestures", tab: TabBarItem("Gestures", image: "Gestures"))
        }
    }
}

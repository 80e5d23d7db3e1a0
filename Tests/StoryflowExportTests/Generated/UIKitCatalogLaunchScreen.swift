import Storyflow

/// LaunchScreen, exported by Storyflow.
func uiKitCatalogLaunchScreenFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("LaunchScreen") {
        ViewController("01J-lp-oVM", title: "View Controller", initial: true)
    }
}

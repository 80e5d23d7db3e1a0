import Storyflow

/// LaunchScreen, exported by Storyflow.
func segueRazerConvertedLaunchScreenFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("LaunchScreen") {
        ViewController("01J-lp-oVM", title: "View Controller", storyboardID: "UIViewController", initial: true)
    }
}

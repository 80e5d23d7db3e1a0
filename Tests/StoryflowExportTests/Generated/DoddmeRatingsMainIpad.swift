import Storyflow

/// MainStoryboard~ipad, exported by Storyflow.
func doddmeRatingsMainIpadFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("MainStoryboard~ipad") {
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
            // Export loss: segue "GYw-N3-5xp" (popover to "Anr-xj-XzN"): its trigger barButton "Y3T-el-5NE" titled "Menu" cannot fire it in the DSL; declared as a ManualSegue
            ViewController("rkw-cA-B5E", title: "DetailViewController", class: "DetailViewController") {
                ManualSegue(.popover(anchor: "Menu"), to: "Anr-xj-XzN", identifier: "ShowPopover")
            }
        }
    }
}

import Storyflow

extension Samples {
    /// FriendList, the master–detail contact list of seed 003.
    ///
    /// A navigation controller, the initial scene, holds Master: a table of `Cell` prototypes that
    /// push `showDetail` to Detail, whose static left-detail cells show Name, Phone and
    /// Organization. Detail's Edit button presents `editDetail` modally into its own navigation
    /// controller with the Edit scene: text fields in static cells, and Cancel and Save buttons
    /// that unwind (`cancelInput` with `cancel:`, `saveInput` with `save:`) back to Detail. Master's
    /// Edit and `+` buttons are the ones the template's `viewDidLoad` adds.
    public static func friendList() throws(FlowDefinitionError) -> Flow {
        try Flow("FriendList") {
            NavigationController("MasterNav", initial: true) {
                TableViewController("Master", class: "MasterViewController") {
                    NavigationItem("Master")
                        .left { BarButton(.edit) }
                        .right { BarButton(.add) }
                    Prototype("Cell", style: .basic)
                        .segue(.show, to: "Detail", identifier: "showDetail")
                }
            }
            TableViewController("Detail", class: "DetailViewController") {
                NavigationItem("Detail")
                    .right { BarButton(.edit).segue(.present, to: "EditNav", identifier: "editDetail") }
                StaticSection {
                    for field in ["Name", "Phone", "Organization"] {
                        StaticCell(field, detail: "Detail", style: .leftDetail)
                    }
                }
            }
            NavigationController("EditNav") {
                TableViewController("Edit", class: "EditViewController") {
                    NavigationItem("Edit")
                        .left { BarButton(.cancel).unwind(to: "Detail", action: "cancel:", identifier: "cancelInput") }
                        .right { BarButton(.save).unwind(to: "Detail", action: "save:", identifier: "saveInput") }
                    StaticSection {
                        for field in ["First Name", "Last Name", "Phone", "Organization"] {
                            StaticCell { Label(field); TextField(field) }
                        }
                    }
                }
            }
        }
    }
}

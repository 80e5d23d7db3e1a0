import Storyflow

/// FriendList, exported by Storyflow.
func sampleFriendListFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("FriendList") {
        NavigationController("MasterNav", initial: true) {
            TableViewController("Master", class: "MasterViewController") {
                NavigationItem("Master")
                    .left {
                        BarButton(.edit)
                    }
                    .right {
                        BarButton(.add)
                    }
                Prototype("Cell")
                    .segue(.show, to: "Detail", identifier: "showDetail")
            }
        }
        TableViewController("Detail", class: "DetailViewController") {
            NavigationItem("Detail")
                .right {
                    BarButton(.edit)
                        .segue(.present, to: "EditNav", identifier: "editDetail")
                }
            StaticSection {
                StaticCell("Name", detail: "Detail", style: .leftDetail)
                StaticCell("Phone", detail: "Detail", style: .leftDetail)
                StaticCell("Organization", detail: "Detail", style: .leftDetail)
            }
        }
        NavigationController("EditNav") {
            TableViewController("Edit", class: "EditViewController") {
                NavigationItem("Edit")
                    .left {
                        BarButton(.cancel)
                            .unwind(to: "Detail", action: "cancel:", identifier: "cancelInput")
                    }
                    .right {
                        BarButton(.save)
                            .unwind(to: "Detail", action: "save:", identifier: "saveInput")
                    }
                StaticSection {
                    StaticCell {
                        Label("First Name")
                        TextField("First Name")
                    }
                    StaticCell {
                        Label("Last Name")
                        TextField("Last Name")
                    }
                    StaticCell {
                        Label("Phone")
                        TextField("Phone")
                    }
                    StaticCell {
                        Label("Organization")
                        TextField("Organization")
                    }
                }
            }
        }
    }
}

import Storyflow

/// Homepwner, exported by Storyflow.
func sampleHomepwnerFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Homepwner") {
        NavigationController("ItemsNav", initial: true) {
            TableViewController("Items", class: "ItemsViewController") {
                NavigationItem("Homepwner")
                TableHeaderView {
                    Button("Edit")
                    Button("New")
                }
                Prototype("ItemCell") {
                    HStack {
                        VStack {
                            Label("Name")
                            Label("Serial")
                        }
                        Label("Value")
                    }
                }
                .segue(.show, to: "Detail", identifier: "showItem")
            }
        }
        ViewController("Detail", class: "DetailViewController") {
            VStack {
                HStack {
                    Label("Name")
                    TextField("Name")
                }
                HStack {
                    Label("Serial")
                    TextField("Serial")
                }
                HStack {
                    Label("Value")
                    TextField("Value")
                }
                Label("Date Created")
            }
        }
    }
}

import Storyflow

extension Samples {
    /// Homepwner, the inventory app of seeds 002 and 004.
    ///
    /// A navigation controller, the initial scene, holds the items list (`ItemsViewController`):
    /// a table header view with the Edit and New buttons (seed 002 loads it from a XIB), and the
    /// custom `ItemCell` prototype showing an item's name, serial number and value, which shows
    /// `showItem` to the detail (`DetailViewController`). The detail is built from stack views
    /// (seed 004): a vertical stack of three horizontal stacks, each a label and a text field for
    /// Name, Serial and Value, and the Date Created label.
    public static func homepwner() throws(FlowDefinitionError) -> Flow {
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
                    for field in ["Name", "Serial", "Value"] {
                        HStack {
                            Label(field)
                            TextField(field)
                        }
                    }
                    Label("Date Created")
                }
            }
        }
    }
}

import Storyflow

/// Main, exported by Storyflow.
func macMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .mac) {
        // Export loss: scene "App-Mc-001": its kind has no DSL declaration; declared as a ViewController
        ViewController("App-Mc-001", title: "Application", class: "NSApplication") {
            ToolbarView {
                BarButton("Library")
                BarButton("File")
            }
        }
        WindowController("Win-Mc-001", title: "Library", initial: true) {
            TabBarController("Tab-Mc-001", title: "Tab View Controller") {
                // Export loss: segue "Sht-Mc-001" (present to "New-Mc-001"): its presentation is declared as animated
                ViewController("Bks-Mc-001", title: "Books", class: "BooksViewController") {
                    Label("Your books")
                    TextField("Search")
                    SegmentedControl(["All", "Unread"], selected: 1)
                    Slider(value: 0.75)
                    ScrollView {
                        CustomView("ShelfView")
                    }
                    Button("Add Book")
                        .segue(.present, to: "New-Mc-001", identifier: "addBook")
                    ManualSegue(.show, to: "Abt-Mc-001", identifier: "showAbout")
                }
                ViewController("Set-Mc-001", title: "Settings") {
                    Control(id: "", kind: .checkBox, text: "Sync with iCloud", isOn: true)
                    Control(id: "", kind: .popUpButton, text: "Weekly")
                    ActivityIndicator()
                }
            }
        }
        ViewController("New-Mc-001", title: "New Book", class: "NewBookViewController") {
            TextField("Title")
            Button("Cancel")
        }
        ViewController("Abt-Mc-001", title: "About")
    }
}

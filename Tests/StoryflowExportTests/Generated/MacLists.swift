import Storyflow

/// Main, exported by Storyflow.
func macListsFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .mac) {
        WindowController("Win-Ml-001", title: "Shelf", initial: true) {
            // Export loss: scene "Lib-Ml-001": prototype cell "Oco-Ml-001" has no reuse identifier; declared with an empty one
            ViewController("Lib-Ml-001", title: "Library", class: "SidebarViewController") {
                ScrollView {
                    TableView {
                        Prototype("") {
                            ImageView("NSFolder")
                            Label("Shelf Name")
                        }
                    }
                }
                Button("Open Shelf")
                    .segue(.show, to: "Bks-Ml-001", identifier: "openShelf")
            }
        }
        // Export loss: scene "Bks-Ml-001": the prototypes of table "Btv-Ml-001" are declared in one section without titles
        // Export loss: scene "Bks-Ml-001": prototype cell "Bc1-Ml-001" has no reuse identifier; declared with an empty one
        // Export loss: segue "Sht-Ml-001" (present to "Imt-Ml-001"): its presentation is declared as animated
        ViewController("Bks-Ml-001", title: "Books", class: "BooksViewController") {
            ScrollView {
                TableView {
                    Prototype("") {
                        Label("Book Title")
                        Label("Author Name")
                    }
                }
            }
            Button("Import…")
                .segue(.present, to: "Imt-Ml-001", identifier: "import")
        }
        // Export loss: scene "Imt-Ml-001": the prototypes of table "Itv-Ml-001" are declared in one section without titles
        // Export loss: scene "Imt-Ml-001": prototype cell "Ic1-Ml-001" has no reuse identifier; declared with an empty one
        ViewController("Imt-Ml-001", title: "Import") {
            ScrollView {
                TableView {
                    Prototype("") {
                        Button("Import")
                        Label("Text Cell")
                    }
                }
            }
        }
    }
}

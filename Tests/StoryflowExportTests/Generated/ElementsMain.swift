import Storyflow

/// Main, exported by Storyflow.
func elementsMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        NavigationController("Nav-El-001", title: "Navigation Controller", initial: true) {
            // Export loss: scene "Lst-El-001": a table view controller with views besides its table and header views; declared as a ViewController
            ViewController("Lst-El-001", class: "PlayersViewController") {
                NavigationItem("Players")
                    .right {
                        BarButton("Done")
                            .segue(.present, to: "Grd-El-001", identifier: "Finish")
                    }
                SearchBar("Find a player")
                TableView {
                    Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator, text: "Name", detail: "Game") {
                        Label("★★★")
                    }
                    .segue(.show, to: "Grd-El-001", identifier: "ShowTeam")
                }
                Label("12 players")
            }
        }
        CollectionViewController("Grd-El-001", title: "Team") {
            Label("Starting five")
            CollectionView {
                CollectionCell("MemberCell") {
                    Label("Member")
                }
            }
            Button("Add member")
        }
    }
}

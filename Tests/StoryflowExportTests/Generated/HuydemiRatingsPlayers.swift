import Storyflow

/// Players, exported by Storyflow.
func huydemiRatingsPlayersFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Players", device: .phone) {
        // Export loss: segue "kKn-hf-ffC" (unwind to "gs1-dg-ImL"): its target was ambiguous among "gs1-dg-ImL", "J5R-3h-RWC"; declared as exact
        TableViewController("Prg-CZ-8fN", title: "Choose Game", class: "GamePickerViewController") {
            Prototype("GameCell", text: "Title")
                .unwind(to: "gs1-dg-ImL", action: "unwindWithSelectedGameWithSegue:")
        }
        NavigationController("Kc9-h1-Ya3", title: "Players", tab: TabBarItem("Players", image: "Players"), initial: true) {
            TableViewController("J5R-3h-RWC", class: "PlayersViewController") {
                NavigationItem("Players")
                    .right {
                        BarButton(.add)
                            .segue(.present, to: "Zsg-bI-zZp")
                    }
                Prototype("PlayerCell", accessory: .disclosureIndicator) {
                    HStack {
                        VStack {
                            Label("Name")
                            Label("Game")
                        }
                        ImageView(nil)
                    }
                }
            }
        }
        NavigationController("Zsg-bI-zZp", title: "Navigation Controller") {
            // Export loss: segue "5JX-eY-zFb" (unwind to "J5R-3h-RWC"): its target was inferred; declared as exact
            // Export loss: segue "YcX-aN-0ZI" (unwind to "J5R-3h-RWC"): its target was inferred; declared as exact
            TableViewController("gs1-dg-ImL", class: "PlayerDetailsViewController", style: .grouped) {
                NavigationItem("Add Player")
                    .left {
                        BarButton(.cancel)
                            .unwind(to: "J5R-3h-RWC", action: "cancelToPlayersViewController:")
                    }
                    .right {
                        BarButton(.done)
                            .unwind(to: "J5R-3h-RWC", action: "savePlayerDetail:", identifier: "SavePlayerDetail")
                    }
                StaticSection("Player Name") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection {
                    StaticCell("Game", detail: "Detail", style: .rightDetail, accessory: .disclosureIndicator)
                        .segue(.show, to: "Prg-CZ-8fN", identifier: "PickGame")
                }
            }
        }
    }
}

import Storyflow

/// Main, exported by Storyflow.
func huydemiRatingsAppFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        TabBarController("Main/Oal-uc-V8o", title: "Tab Bar Controller", initial: true) {
            NavigationController("Players/Kc9-h1-Ya3", title: "Players", tab: TabBarItem("Players", image: "Players")) {
                TableViewController("Players/J5R-3h-RWC", class: "PlayersViewController") {
                    NavigationItem("Players")
                        .right {
                            BarButton(.add)
                                .segue(.present, to: "Players/Zsg-bI-zZp")
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
            ViewController("Main/P4Z-cc-qy5", title: "Gestures", tab: TabBarItem("Gestures", image: "Gestures"))
        }
        // Export loss: segue "Players/kKn-hf-ffC" (unwind to "Players/gs1-dg-ImL"): its target was ambiguous among "Players/gs1-dg-ImL", "Players/J5R-3h-RWC"; declared as exact
        TableViewController("Players/Prg-CZ-8fN", title: "Choose Game", class: "GamePickerViewController") {
            Prototype("GameCell", text: "Title")
                .unwind(to: "Players/gs1-dg-ImL", action: "unwindWithSelectedGameWithSegue:")
        }
        NavigationController("Players/Zsg-bI-zZp", title: "Navigation Controller") {
            // Export loss: segue "Players/5JX-eY-zFb" (unwind to "Players/J5R-3h-RWC"): its target was inferred; declared as exact
            // Export loss: segue "Players/YcX-aN-0ZI" (unwind to "Players/J5R-3h-RWC"): its target was inferred; declared as exact
            TableViewController("Players/gs1-dg-ImL", class: "PlayerDetailsViewController", style: .grouped) {
                NavigationItem("Add Player")
                    .left {
                        BarButton(.cancel)
                            .unwind(to: "Players/J5R-3h-RWC", action: "cancelToPlayersViewController:")
                    }
                    .right {
                        BarButton(.done)
                            .unwind(to: "Players/J5R-3h-RWC", action: "savePlayerDetail:", identifier: "SavePlayerDetail")
                    }
                StaticSection("Player Name") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection {
                    StaticCell("Game", detail: "Detail", style: .rightDetail, accessory: .disclosureIndicator)
                        .segue(.show, to: "Players/Prg-CZ-8fN", identifier: "PickGame")
                }
            }
        }
    }
}

import Storyflow

extension Samples {
    /// Ratings, the app of the storyboard tutorials (seeds 000 and 001).
    ///
    /// A tab bar controller, the initial scene, holds two tabs: Players, a table of `PlayerCell`
    /// prototypes in a navigation controller, and Gestures. The `+` button presents `AddPlayer`
    /// modally in its own navigation controller: a grouped static table with the Player Name text
    /// field and the Game cell, which pushes `PickGame` to Choose Game (`GameCell` prototypes).
    ///
    /// The tutorial goes back through delegates that dismiss or pop. The flow draws those ways back
    /// as the unwind segues seed 001 introduces: Cancel and Done unwind to Players with the
    /// delegate-backed actions `cancel:` and `done:`; picking a game unwinds to Add Player with
    /// `didSelectGame:` (the delegate's `gamePickerViewController:didSelectGame:`).
    public static func ratings() throws(FlowDefinitionError) -> Flow {
        try Flow("Ratings") {
            TabBarController("Tabs", initial: true) {
                NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) {
                    TableViewController("Players", class: "PlayersViewController") {
                        NavigationItem("Players")
                            .right { BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer") }
                        Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator)
                    }
                }
                ViewController("Gestures", tab: TabBarItem("Gestures", image: "Gestures")) {
                    Label("Second Tab")
                }
            }
            NavigationController("AddPlayerNav") {
                TableViewController("AddPlayer", class: "PlayerDetailsViewController", style: .grouped) {
                    NavigationItem("Add Player")
                        .left { BarButton(.cancel).unwind(to: "Players", action: "cancel:") }
                        .right { BarButton(.done).unwind(to: "Players", action: "done:") }
                    StaticSection("Player Name") {
                        StaticCell { TextField("Name") }
                    }
                    StaticSection {
                        StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
                            .segue(.show, to: "ChooseGame", identifier: "PickGame")
                    }
                }
            }
            TableViewController("ChooseGame", class: "GamePickerViewController") {
                NavigationItem("Choose Game")
                Prototype("GameCell", style: .basic, accessory: .checkmark)
                    .unwind(to: "AddPlayer", action: "didSelectGame:")
            }
        }
    }
}

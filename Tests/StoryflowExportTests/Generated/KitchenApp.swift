import Storyflow

/// Main, exported by Storyflow.
func kitchenAppFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        TabBarController("Main/Tab-Kc-001", title: "Tab Bar Controller", initial: true) {
            NavigationController("Recipes/Nav-Rc-001", title: "Recipes Navigation", tab: TabBarItem("Recipes", image: "book")) {
                TableViewController("Recipes/Rcp-Rc-001", class: "RecipesViewController") {
                    NavigationItem("Recipes")
                        .right {
                            BarButton(.add)
                                .segue(.present, to: "Recipes/Nav-Rc-002", identifier: "AddRecipe")
                        }
                    Prototype("RecipeCell", style: .subtitle, accessory: .disclosureIndicator, text: "Title", detail: "Subtitle")
                        .segue(.show, to: "Recipes/Dtl-Rc-001", identifier: "ShowRecipe")
                }
            }
            ViewController("Main/Tmr-Kc-001", title: "Timer", class: "TimerViewController", tab: TabBarItem("Timer", image: "timer")) {
                Label("12:00")
                ContainerView()
                    .embed("Main/Prs-Kc-001")
            }
            ViewController("Settings/Acc-St-001", title: "Account", class: "AccountViewController", storyboardID: "Account", tab: TabBarItem("Account", image: "person")) {
                VStack {
                    TextField("Email")
                    Button("Sign Out")
                }
            }
        }
        ViewController("Main/Prs-Kc-001", title: "Presets", class: "PresetsViewController") {
            Button("Soft-boiled egg")
        }
        ViewController("Recipes/Dtl-Rc-001", title: "Recipe", class: "RecipeViewController") {
            ImageView("Soup")
            Label("Ingredients")
        }
        // Export loss: segue "Recipes/Unw-Rc-Cat" (unwind to "Recipes/Add-Rc-001"): its target was ambiguous among "Recipes/Add-Rc-001", "Recipes/Rcp-Rc-001"; declared as exact
        TableViewController("Recipes/Cat-Rc-001", title: "Choose Category", class: "CategoryPickerViewController") {
            Prototype("CategoryCell", text: "Title")
                .unwind(to: "Recipes/Add-Rc-001", action: "unwindWithSelectedCategory:")
        }
        NavigationController("Recipes/Nav-Rc-002", title: "Add Recipe Navigation") {
            // Export loss: segue "Recipes/Unw-Rc-Cnl" (unwind to "Recipes/Rcp-Rc-001"): its target was inferred; declared as exact
            // Export loss: segue "Recipes/Unw-Rc-Sav" (unwind to "Recipes/Rcp-Rc-001"): its target was inferred; declared as exact
            TableViewController("Recipes/Add-Rc-001", class: "AddRecipeViewController", style: .grouped) {
                NavigationItem("Add Recipe")
                    .left {
                        BarButton(.cancel)
                            .unwind(to: "Recipes/Rcp-Rc-001", action: "cancelToRecipes:")
                    }
                    .right {
                        BarButton(.save)
                            .unwind(to: "Recipes/Rcp-Rc-001", action: "saveRecipe:", identifier: "SaveRecipe")
                    }
                StaticSection("Name") {
                    StaticCell {
                        TextField("Name")
                    }
                }
                StaticSection {
                    StaticCell("Category", detail: "Soup", style: .rightDetail, accessory: .disclosureIndicator)
                        .segue(.show, to: "Recipes/Cat-Rc-001", identifier: "PickCategory")
                }
            }
        }
    }
}

// Part of the Kitchen fixture app: scanned for unwind actions (`--sources`), never compiled.
import UIKit

final class RecipesViewController: UITableViewController {
    @IBAction func cancelToRecipes(_ segue: UIStoryboardSegue) {}

    @IBAction func saveRecipe(_ segue: UIStoryboardSegue) {}
}
